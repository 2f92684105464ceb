import { inject } from 'vitest';

/** This test worker's server (support/global-setup.ts): the files a worker runs share it, one after another. */
export function workerBaseUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length];
}
