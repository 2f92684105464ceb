// Builds what `npm start` needs and is missing or stale: the web app (unless WEB_DIST points elsewhere) and the server
// bundle, each when it is missing or older than one of its sources or the contract's, so an updated checkout never
// serves a new server with an old page or the reverse. start.mjs runs it before the server; scripts/app-process.ts runs
// it once before starting servers for e2e and bench.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
export const serverBundle = path.join(root, 'apps/server/dist/main.js');
const contract = ['packages/contract/src'];
const serverSources = ['apps/server/src', 'apps/server/build.mjs', ...contract].map((p) => path.join(root, p));
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...contract]
  .concat(fs.readdirSync(path.join(root, 'apps/web')).filter((name) => /^vite-.*\.ts$/.test(name) && !name.endsWith('.test.ts')).map((name) => `apps/web/${name}`))
  .map((p) => path.join(root, p));

function build(workspace, why) {
  console.log(`Building ${workspace} (${why})…`);
  // a production build whoever asks: e2e's vitest sets NODE_ENV=test, and a web app built under it gives every antd
  // component the id 'test-id' (rc-util's useId), so drawers and dialogs lose their accessible names
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest modification time under `target` (a file or a folder), in ms. */
function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows only in its folder's time
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds `workspace` when `output` is missing or older than the newest of `sources`. */
function buildIfStale(workspace, output, sources) {
  if (!fs.existsSync(output)) build(workspace, 'first start only');
  else if (Math.max(...sources.map(newestMtime)) > fs.statSync(output).mtimeMs) build(workspace, 'sources changed');
}

if (!process.env.WEB_DIST) buildIfStale('apps/web', webIndex, webSources);
buildIfStale('apps/server', serverBundle, serverSources);
