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
export type DatabaseImage =
  /** `emptyFile`: the same right after initdb, for the migration tests (openEmptyTestDatabase) */
  | { kind: 'pglite'; file: string; emptyFile: string }
  /** `prefix`: every test database of the run is named with it, so the run's end drops the ones still there */
  | { kind: 'postgres'; template: string; prefix: string };

export async function buildDatabaseImage(): Promise<{ image: DatabaseImage; dispose: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-pglite-'));
    const database = await openDatabase({ dataDir: 'memory://' });
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = async (name: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    await database.exec('select 1'); // PGlite starts (initdb) on its first statement
    const emptyFile = await dump('empty.tar');
    await runMigrations(database);
    const file = await dump('migrated.tar');
    await database.close();
    return { image: { kind: 'pglite', file, emptyFile }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const run = crypto.randomBytes(4).toString('hex');
  const template = `kg_test_template_${run}`;
  const prefix = `kg_test_${run}_`;
  await adminQuery(base, `create database ${template}`);
  const database = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(base, template), poolSize: 1 });
  try {
    await runMigrations(database);
  } finally {
    // CREATE DATABASE … TEMPLATE needs the template without sessions
    await database.close();
  }
  return {
    image: { kind: 'postgres', template, prefix },
    dispose: async () => {
      // the test databases the workers kept for reuse (test/test-database.ts), then the template
      const left = await adminRows<{ name: string }>(base, `select datname as name from pg_database where starts_with(datname, '${prefix}')`);
      for (const { name } of left) await adminQuery(base, `drop database if exists ${name} with (force)`);
      await adminQuery(base, `drop database if exists ${template} with (force)`);
    },
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
  await adminRows(base, sql);
}

async function adminRows<Row>(base: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}
