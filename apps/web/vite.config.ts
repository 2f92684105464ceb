import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { endpointRoutesOnly } from './vite-endpoint-routes';
import { precompress } from './vite-precompress';
import { routeChunks } from './vite-route-chunks';

const apiTarget = 'http://localhost:8080';

/** Vendor groups: the framework the whole app needs, split from app code so it caches across releases. */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]/, priority: 20 },
  // the HTTP client comes after the first page has shown (features/auth/pages/login-page.tsx)
  { name: 'vendor-http', test: /node_modules[\\/]axios[\\/]/, priority: 15 },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 15 },
];

export default defineConfig({
  plugins: [react(), endpointRoutesOnly(), routeChunks(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      /*
       * Shared chunks under 8 KB (before minifying) are copied into the chunks that use them: a signed-in page loads
       * about half as many files (the class dashboard 106 → 52) for 4–9 % more bytes. Over HTTP/1.1 a browser fetches
       * six files at a time, so a hundred small ones held GET /me and the page's data behind them.
       * (Rolldown requires the entry's exports to be free to change for this; the SPA's entry has none.)
       */
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: vendorGroups, experimentalInlineCommonChunks: { maxSize: 8192 } } },
      // The shared contract is pure (lint-enforced): what a chunk does not use, e.g. zod schemas, stays out of it.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
    css: false,
    // Vitest leaves one core idle by default (cores - 1): on the 2-core CI machine that halves the speed of the slowest suite
    maxWorkers: 2,
    // Files share a worker's module graph and jsdom: importing antd and the app once per worker instead of once per
    // file halves the suite. test/setup.ts gives each file the state a fresh graph would.
    isolate: false,
    testTimeout: 20_000,
  },
});
