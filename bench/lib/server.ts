import crypto from 'node:crypto';
import { startAppProcess } from '../../scripts/app-process';

export { freePort } from '../../scripts/app-process';

const benchSecrets = {
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  CSRF_SECRET: crypto.randomBytes(32).toString('hex'),
};

/** The production entry on `dataDir`; readyMs is spawn → first 200 from /healthz. */
export function startApp(dataDir: string, env: Record<string, string> = {}, { timeoutMs }: { timeoutMs?: number } = {}) {
  return startAppProcess({ DATA_DIR: dataDir, ...benchSecrets, ...env }, { quiet: true, timeoutMs });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}
