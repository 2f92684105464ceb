import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { buildApp, type App } from '../app';

export type TestApp = { app: App; database: DatabaseHandle; config: Config; close(): Promise<void> };

export type TestAppOptions = {
  env?: Record<string, string>;
  extraPlugins?: ((app: FastifyInstance) => Promise<void>)[];
};

/**
 * A fresh database per call: in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (created here, dropped on close). DATA_DIR is a new temp folder (uploads).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-'));
  const { databaseUrl, drop } = await freshDatabaseUrl();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      CSRF_SECRET: crypto.randomBytes(32).toString('hex'),
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...options.env,
    }),
  };
  const database = await openDatabase({ dataDir: databaseUrl ? dataDir : 'memory://', databaseUrl, poolSize: 4 });
  await runMigrations(database);
  const app = await buildApp({ ...config, databaseUrl }, database, { logger: false, extraPlugins: options.extraPlugins });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabaseUrl(): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { databaseUrl: undefined, drop: async () => undefined };
  const name = `kg_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
