import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Signing secrets come from env; in embedded mode without them they are generated once and kept in DATA_DIR,
 * so sessions survive restarts. With DATABASE_URL (several instances) they must be given in env.
 */
export function ensureSecrets(config: Config): Config & { jwtSecret: string; csrfSecret: string } {
  if (config.jwtSecret && config.csrfSecret) return config as Config & { jwtSecret: string; csrfSecret: string };
  if (config.databaseUrl && config.env === 'production') {
    throw new Error('JWT_SECRET and CSRF_SECRET must be set when running on PostgreSQL in production (shared by every instance).');
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: { jwtSecret?: string; csrfSecret?: string } = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  const secrets = {
    jwtSecret: config.jwtSecret ?? stored.jwtSecret ?? crypto.randomBytes(48).toString('base64url'),
    csrfSecret: config.csrfSecret ?? stored.csrfSecret ?? crypto.randomBytes(48).toString('base64url'),
  };
  if (secrets.jwtSecret !== stored.jwtSecret || secrets.csrfSecret !== stored.csrfSecret) {
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return { ...config, ...secrets };
}
