// Builds what `npm start` needs and is missing: the web app when it has never been built (unless WEB_DIST points
// elsewhere), the server bundle when it is missing or older than a server or contract source. start.mjs runs it before
// the server; scripts/app-process.ts runs it once before starting servers for e2e and bench.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
export const serverBundle = path.join(root, 'apps/server/dist/main.js');
const serverSources = ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'].map((p) => path.join(root, p));

function build(workspace, why) {
  console.log(`Building ${workspace} (${why})…`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
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

if (!process.env.WEB_DIST && !fs.existsSync(webIndex)) build('apps/web', 'first start only');
if (!fs.existsSync(serverBundle)) build('apps/server', 'first start only');
else if (Math.max(...serverSources.map(newestMtime)) > fs.statSync(serverBundle).mtimeMs) build('apps/server', 'sources changed');
