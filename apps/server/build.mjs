// `npm run build -w apps/server`: the server as plain JavaScript for production (`node apps/server/dist/main.js`).
// Our sources and the workspace contract (@kg/contract, shipped as TypeScript) are bundled into dist/main.js and the
// chunks it imports dynamically; every other package stays external and is loaded from node_modules as usual. Files
// read at run time come along: db/migrate.ts reads `migrations` next to itself, so the folder is copied next to the
// bundle. dist/ sits at the same depth as src/, so config.ts's default WEB_DIST (../../web/dist) is the same folder
// from either.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');

/** Bare imports stay external except the workspace's own packages, which are TypeScript and must be bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@kg/') ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
fs.rmSync(dist, { recursive: true, force: true });
await esbuild.build({
  // the PGlite worker thread (src/db/pglite-thread.ts) loads pglite-worker.js from beside the bundle
  entryPoints: { main: path.join(here, 'src/main.ts'), 'pglite-worker': path.join(here, 'src/db/pglite-worker.ts') },
  outdir: dist,
  // what the code imports dynamically (the S3 client, for one) stays a chunk loaded when used, not at start;
  // chunks sit beside main.js, so import.meta.dirname is dist/ in every one of them
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  logLevel: 'warning',
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
const kb = Math.round(fs.statSync(path.join(dist, 'main.js')).size / 1024);
console.log(`apps/server/dist/main.js (${kb} KB) in ${Math.round(performance.now() - started)} ms`);
