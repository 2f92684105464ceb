import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // the slowest spec takes under 10 s on a busy two-core machine; the hooks launch Chromium
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // one browser-driven file at a time: the machine has two cores and the server needs one
    fileParallelism: false,
  },
});
