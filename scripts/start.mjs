// `npm start`: builds what is missing (build-missing.mjs), then runs the built server (SPA + API) with plain node. The
// server runs in a child process when the environment of process-env.mjs still has to be set, in this one otherwise.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverBundle } from './build-missing.mjs';
import { serverProcessEnv } from './process-env.mjs';

process.env.TZ ??= 'Asia/Seoul';
const missing = Object.keys(serverProcessEnv).filter((name) => process.env[name] === undefined);
if (missing.length === 0) {
  await import(pathToFileURL(serverBundle).href);
} else {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...serverProcessEnv, ...process.env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
