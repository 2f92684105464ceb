import { configDefaults, defineConfig } from 'vitest/config';

/**
 * With TEST_DATABASE_URL the suite runs a second time on PostgreSQL (scripts/test.mjs server-postgres). These files
 * run in the first (PGlite) run only: they never touch the database, or they test the embedded database itself.
 */
const databaseFreeOrEmbeddedOnly = [
  'src/db/pglite-thread.test.ts',
  'src/db/seed/demo-images.test.ts',
  'src/config.test.ts',
  'src/lib/database-error.test.ts',
  'src/lib/openapi.test.ts',
  'src/lib/openapi-breaking.test.ts',
  'src/lib/response-serializer.test.ts',
  'src/lib/xlsx.test.ts',
  'src/lib/zip-guard.test.ts',
  'src/modules/event/event.ics.test.ts',
  'src/modules/file/file.unit.test.ts',
  'src/modules/file/file.video.test.ts',
  'src/modules/file/storage.test.ts',
  'src/scripts/supervise.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? databaseFreeOrEmbeddedOnly : [])],
    environment: 'node',
    pool: 'forks',
    // both cores (Vitest's default leaves one idle); each file has its own database
    maxWorkers: 2,
    // initdb and the migrations once per run: every test database is a copy of that image (src/test/test-database.ts)
    globalSetup: ['src/test/global-setup.ts'],
    // Files share their worker's modules (Fastify, drizzle, the contract, PGlite's wasm) instead of loading them again
    // per file; every file still makes its own apps and databases.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { TZ: 'Asia/Seoul' },
  },
});
