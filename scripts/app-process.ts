// Runs the built server (what production runs: `node apps/server/dist/main.js`) as a child process on a free port:
// used by e2e and bench. Whatever is missing or stale is built first, once per process (build-missing.mjs).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverProcessEnv } from './process-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
let built = false;

function buildMissing() {
  if (built) return;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-missing.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building the app failed (exit ${result.status})`);
  built = true;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type AppProcess = { child: ChildProcess; baseUrl: string; readyMs: number; stop(): Promise<void> };

/** Starts the app with `env` on top of production defaults and resolves once /healthz answers 200. */
export async function startAppProcess(
  env: Record<string, string>,
  { quiet = false, timeoutMs = 90_000 }: { quiet?: boolean; timeoutMs?: number } = {},
): Promise<AppProcess> {
  buildMissing();
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...serverProcessEnv,
      ...process.env,
      TZ: process.env.TZ ?? 'Asia/Seoul',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // end-to-end tests and benchmarks run on the demo centre; production seeds nothing unless asked
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready in ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = Math.round(performance.now() - started);
  return {
    child,
    baseUrl,
    readyMs,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
