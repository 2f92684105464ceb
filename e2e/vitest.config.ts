import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // the longest spec (centre-admin's first) takes about 35 s on a busy two-core machine
    testTimeout: 60_000,
    // the hooks launch Chromium
    hookTimeout: 60_000,
    // one browser-driven file at a time: the machine has two cores and the server needs one
    fileParallelism: false,
  },
});
