import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // the longest spec (centre-admin's first) takes about 35 s on a busy two-core machine
    testTimeout: 60_000,
    // the hooks launch Chromium
    hookTimeout: 60_000,
    // files two at a time, each worker on its own server (support/workers.ts)
    maxWorkers: E2E_WORKERS,
  },
});
