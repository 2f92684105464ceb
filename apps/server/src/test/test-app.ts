import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { buildApp, type App } from '../app';
import { openTestDatabase } from './test-database';

export type TestApp = { app: App; database: DatabaseHandle; config: Config; close(): Promise<void> };

export type TestAppOptions = {
  env?: Record<string, string>;
  extraPlugins?: ((app: FastifyInstance) => Promise<void>)[];
  /** Turns the log on (LOG_LEVEL in env, `info` when unset) with its lines written here. */
  logDestination?: NodeJS.WritableStream;
};

/**
 * A fresh database per call (test-database.ts: in-memory PGlite from the run's migrated image by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL, dropped on close). DATA_DIR is a new temp folder
 * (uploads).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      // nothing of a test's lands in the checkout: backups go beside its data, and none is scheduled unless asked
      BACKUP_DIR: path.join(dataDir, 'backups'),
      BACKUP_HOUR: 'off',
      LOG_LEVEL: 'silent',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      CSRF_SECRET: crypto.randomBytes(32).toString('hex'),
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...options.env,
    }),
  };
  const { database, databaseUrl, close } = await openTestDatabase({ poolSize: 4 });
  const logging = options.logDestination ? { logDestination: options.logDestination } : { logger: false };
  const app = await buildApp({ ...config, databaseUrl }, database, { ...logging, extraPlugins: options.extraPlugins });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
