import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // the longest spec (centre-admin's first) takes about 35 s on a busy two-core machine, and over 60 s on a slower
    // one (27 s alone) that CI has run on
    testTimeout: 120_000,
    // One more try for a test that failed: a step that waits on a busy two-core machine has timed out about once in
    // three whole runs in different specs (the page after 투약 완료 twice), and did not again alone or in a rerun. The
    // failed try still prints what its browser showed (support/browser.ts reportOnFailure); a real failure fails twice.
    retry: 1,
    // the hooks launch Chromium
    hookTimeout: 60_000,
    // Files two at a time, each test worker on its own server with its own demo centre (support/global-setup.ts): a
    // browser test spends much of its time waiting on the page, so two of them share the two cores well.
    maxWorkers: 2,
  },
});
