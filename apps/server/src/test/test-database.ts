import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminQuery, databaseUrl, type DatabaseImage } from './database-image';
import { emptyForReuse, rememberMigratedState } from './reusable-database';
import { ensureTestCentres } from './centres';

export type TestDatabase = {
  database: DatabaseHandle;
  /** The PostgreSQL database's URL; undefined for PGlite. */
  databaseUrl?: string;
  /** Gives the database back: emptied for the worker's next file, or closed (and on PostgreSQL dropped). */
  close(): Promise<void>;
};

/** Per worker (files share it: vitest.config.ts isolate false): the images' bytes and PGlite's compiled wasm. */
let pglite: Promise<{ migrated: PGliteOptions; empty: PGliteOptions }> | undefined;

async function pgliteOptions(image: DatabaseImage | undefined) {
  const require = createRequire(import.meta.url);
  const wasm = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
  const pgliteWasmModule = fs.existsSync(wasm) ? await WebAssembly.compile(fs.readFileSync(wasm)) : undefined;
  const load = (file: string | undefined) => (file ? new Blob([fs.readFileSync(file)]) : undefined);
  return {
    migrated: { loadDataDir: load(image?.kind === 'pglite' ? image.file : undefined), pgliteWasmModule },
    empty: { loadDataDir: load(image?.kind === 'pglite' ? image.emptyFile : undefined), pgliteWasmModule },
  };
}

/**
 * Migrated databases this worker's files have closed, emptied and waiting for the next openTestDatabase: emptying
 * one takes tens of milliseconds, opening a PGlite image over a second and a PostgreSQL template copy a few hundred.
 * PGlite ones stay open; PostgreSQL ones are kept by name (a new pool each time, so no connection state carries over).
 */
const spare: { pglite: DatabaseHandle[]; postgres: string[] } = { pglite: [], postgres: [] };

/**
 * A fresh, migrated database of its own: in-memory PGlite loaded from the run's migrated image, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL, copied from the run's migrated template — or one an earlier file
 * closed, emptied to the same state (test/reusable-database.ts). Without the image (a vitest config without
 * test/global-setup.ts) it migrates an empty database itself.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const image = inject('databaseImage') as DatabaseImage | undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = spare.pglite.pop() ?? (await openPgliteFromImage(image));
    await ensureTestCentres(database.db);
    return {
      database,
      close: once(async () => {
        if (await emptyForReuse(database)) spare.pglite.push(database);
        else await database.close();
      }),
    };
  }
  const reused = spare.postgres.pop();
  const name = reused ?? testDatabaseName(image);
  if (!reused) {
    const template = image?.kind === 'postgres' ? ` template ${image.template}` : '';
    await adminQuery(base, `create database ${name}${template}`);
  }
  const url = databaseUrl(base, name);
  const database = await openDatabase({ dataDir: '', databaseUrl: url, poolSize: options.poolSize ?? 4 });
  if (!reused) {
    await runMigrations(database); // nothing left to apply when copied from the template
    await rememberMigratedState(database);
  }
  await ensureTestCentres(database.db);
  return {
    database,
    databaseUrl: url,
    close: once(async () => {
      const reusable = await emptyForReuse(database);
      await database.close();
      if (reusable) spare.postgres.push(name);
      else await adminQuery(base, `drop database if exists ${name} with (force)`);
    }),
  };
}

/** A second close must not hand the same database out twice. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** A new PostgreSQL database's name: with the run's prefix, the run's end drops it if nothing else did. */
const testDatabaseName = (image: DatabaseImage | undefined) =>
  `${image?.kind === 'postgres' ? image.prefix : 'kg_test_'}${crypto.randomBytes(6).toString('hex')}`;

async function openPgliteFromImage(image: DatabaseImage | undefined): Promise<DatabaseHandle> {
  const database = await openDatabase({ dataDir: 'memory://', memory: (await (pglite ??= pgliteOptions(image))).migrated });
  await runMigrations(database); // nothing left to apply when loaded from the image
  await rememberMigratedState(database);
  return database;
}

/**
 * An empty database of its own with no migration applied (migration tests apply some, add rows, then the rest with
 * `applyMigrations`): in-memory PGlite from the run's initdb image, or a new database on the TEST_DATABASE_URL server
 * (dropped on close). Never reused.
 */
export async function openEmptyTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const image = inject('databaseImage') as DatabaseImage | undefined;
    const database = await openDatabase({ dataDir: 'memory://', memory: (await (pglite ??= pgliteOptions(image))).empty });
    return { database, close: () => database.close() };
  }
  const name = testDatabaseName(inject('databaseImage') as DatabaseImage | undefined);
  await adminQuery(base, `create database ${name}`);
  const url = databaseUrl(base, name);
  const database = await openDatabase({ dataDir: '', databaseUrl: url, poolSize: 2 });
  return {
    database,
    databaseUrl: url,
    close: async () => {
      await database.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Applies the migrations whose tag satisfies `which` (e.g. up to 0007), in order, in one transaction, unrecorded. */
export async function applyMigrations(database: DatabaseHandle, which: (tag: string) => boolean): Promise<string[]> {
  const folder = path.resolve(import.meta.dirname, '../db/migrations');
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const tags = journal.entries.map((e) => e.tag).filter(which);
  await database.db.transaction(async (tx) => {
    for (const tag of tags) {
      const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
    }
  });
  return tags;
}
