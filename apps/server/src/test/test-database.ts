import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminQuery, databaseUrl, type DatabaseImage } from './database-image';

export type TestDatabase = {
  database: DatabaseHandle;
  /** The PostgreSQL database's URL; undefined for PGlite. */
  databaseUrl?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  close(): Promise<void>;
};

/** Per worker (files share it: vitest.config.ts isolate false): the image's bytes and PGlite's compiled wasm. */
let pglite: Promise<PGliteOptions> | undefined;

async function pgliteOptions(image: DatabaseImage | undefined): Promise<PGliteOptions> {
  const require = createRequire(import.meta.url);
  const wasm = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
  return {
    loadDataDir: image?.kind === 'pglite' ? new Blob([fs.readFileSync(image.file)]) : undefined,
    pgliteWasmModule: fs.existsSync(wasm) ? await WebAssembly.compile(fs.readFileSync(wasm)) : undefined,
  };
}

/**
 * A fresh, migrated database of its own: in-memory PGlite loaded from the run's migrated image, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL, copied from the run's migrated template (dropped on close).
 * Without the image (a vitest config without test/global-setup.ts) it migrates an empty database itself.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const image = inject('databaseImage') as DatabaseImage | undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ dataDir: 'memory://', memory: await (pglite ??= pgliteOptions(image)) });
    await runMigrations(database); // nothing left to apply when loaded from the image
    return { database, close: () => database.close() };
  }
  const name = `kg_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = image?.kind === 'postgres' ? ` template ${image.template}` : '';
  await adminQuery(base, `create database ${name}${template}`);
  const url = databaseUrl(base, name);
  const database = await openDatabase({ dataDir: '', databaseUrl: url, poolSize: options.poolSize ?? 4 });
  await runMigrations(database);
  return {
    database,
    databaseUrl: url,
    close: async () => {
      await database.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * An empty database of its own with no migration applied (migration tests apply some, add rows, then the rest with
 * `applyMigrations`): in-memory PGlite, or a new database on the TEST_DATABASE_URL server (dropped on close).
 */
export async function openEmptyTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, close: () => database.close() };
  }
  const name = `kg_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  const url = databaseUrl(base, name);
  const database = await openDatabase({ dataDir: '', databaseUrl: url, poolSize: 2 });
  return {
    database,
    databaseUrl: url,
    close: async () => {
      await database.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Applies the migrations whose tag satisfies `which` (e.g. up to 0007), in order, in one transaction, unrecorded. */
export async function applyMigrations(database: DatabaseHandle, which: (tag: string) => boolean): Promise<string[]> {
  const folder = path.resolve(import.meta.dirname, '../db/migrations');
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const tags = journal.entries.map((e) => e.tag).filter(which);
  await database.db.transaction(async (tx) => {
    for (const tag of tags) {
      const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
    }
  });
  return tags;
}
