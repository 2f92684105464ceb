import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';

/**
 * What every PGlite that opens the database is given (the server's thread, the tests' in-memory copies, the bench's
 * direct replay): the extensions, and 16 MB of shared buffers instead of PostgreSQL's 128 MB. PGlite keeps them in
 * its WASM heap and touches all of it when it starts, so the default was 128 MB resident before the first query,
 * while the data files sit in the operating system's page cache either way
 * (docs/decisions/010-pglite-on-a-worker-thread.md#memory).
 */
export const pgliteOptions = {
  extensions: pgliteExtensions,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions;
