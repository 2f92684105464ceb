import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * The migrated starting point every test database is copied from, made once per test run (vitest globalSetup in
 * global-setup.ts): a PGlite data-directory dump in a temp file, or a template database on the PostgreSQL server
 * named by TEST_DATABASE_URL. initdb and the migrations then run once per run instead of once per test file.
 */
export type DatabaseImage = { kind: 'pglite'; file: string } | { kind: 'postgres'; template: string };

export async function buildDatabaseImage(): Promise<{ image: DatabaseImage; dispose: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-pglite-'));
    const file = path.join(dir, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { image: { kind: 'pglite', file }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const template = `kg_test_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${template}`);
  const database = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(base, template), poolSize: 1 });
  try {
    await runMigrations(database);
  } finally {
    // CREATE DATABASE … TEMPLATE needs the template without sessions
    await database.close();
  }
  return {
    image: { kind: 'postgres', template },
    dispose: () => adminQuery(base, `drop database if exists ${template} with (force)`),
  };
}

/** `base` (TEST_DATABASE_URL) pointing at another database of the same server. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's maintenance connection (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
