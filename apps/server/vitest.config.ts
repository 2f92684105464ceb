import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
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
