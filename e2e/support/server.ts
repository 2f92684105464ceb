import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppProcess } from '../../scripts/app-process';

/** The built app with demo data on a fresh DATA_DIR; specs get the JWT secret to forge expiry. */
export async function startServer(jwtSecret: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-e2e-'));
  const app = await startAppProcess({
    DATA_DIR: dataDir,
    // a nightly backup never lands in the checkout
    BACKUP_DIR: path.join(dataDir, 'backups'),
    JWT_SECRET: jwtSecret,
    CSRF_SECRET: crypto.randomBytes(32).toString('hex'),
    // every spec signs in from 127.0.0.1; the per-IP login cap (30/min) is tested in the server suite
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  });
  return {
    baseUrl: app.baseUrl,
    dataDir,
    stop: async () => {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
