import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from './client';

// next to this file in src/db, next to the bundle in dist (apps/server/build.mjs copies it there)
const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');
/** Arbitrary constant shared by every instance: only one runs migrations at a time. */
const MIGRATION_LOCK_ID = 723_410_001;

/** A migration this code knows: drizzle-kit's journal tag (`0013_list_search_indexes`) beside drizzle's hash of its SQL. */
export type KnownMigration = MigrationMeta & { tag: string };

/** An applied migration as the database records it (table schema_migrations). */
export type AppliedMigration = { hash: string; createdAt: number };

let known: KnownMigration[] | undefined;

/** The migrations of this code, oldest first (migrations/meta/_journal.json names them; `when` is drizzle's folderMillis). */
export function knownMigrations(): KnownMigration[] {
  if (known) return known;
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const tags = new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
  known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => ({ ...m, tag: tags.get(m.folderMillis) ?? String(m.folderMillis) }));
  return known;
}

/**
 * The database holds migrations this code does not know: a newer version migrated it (migrations are forward-only,
 * docs/decisions/016-backups.md#upgrades). Starting on it could write rows the newer schema does not expect.
 */
export class NewerSchemaError extends Error {
  constructor(readonly unknown: AppliedMigration[]) {
    const newest = new Date(Math.max(...unknown.map((m) => m.createdAt))).toISOString().slice(0, 10);
    super(
      `The database was migrated by a newer version of this app (${unknown.length} migration(s) this version does not know, ` +
        `the newest written ${newest}). Start the newer version again, or restore a backup made by this version ` +
        '(npm run restore) into an empty DATA_DIR or database.',
    );
  }
}

/** What schema_migrations records, oldest first; empty when the table does not exist yet. */
export async function appliedMigrations(db: DbOrTx): Promise<AppliedMigration[]> {
  const exists = await db.execute<{ found: boolean }>(sql`select to_regclass('public.schema_migrations') is not null as found`);
  if (!(exists as unknown as { rows: { found: boolean }[] }).rows[0]?.found) return [];
  const rows = await db.execute<{ hash: string; created_at: string | number }>(
    sql`select hash, created_at from schema_migrations order by created_at, hash`,
  );
  return (rows as unknown as { rows: { hash: string; created_at: string | number }[] }).rows.map((r) => ({
    hash: r.hash,
    createdAt: Number(r.created_at),
  }));
}

/**
 * Whether this code knows an applied migration: by its hash, or by its journal time (a migration whose file was
 * reformatted after it ran keeps its time; a newer version's migration has a time this journal does not have).
 */
function isKnown(migration: AppliedMigration): boolean {
  return knownMigrations().some((m) => m.hash === migration.hash || m.folderMillis === migration.createdAt);
}

/** Throws NewerSchemaError when `applied` has a migration this code does not know. */
export function assertSchemaNotNewer(applied: AppliedMigration[]): void {
  const unknown = applied.filter((m) => !isKnown(m));
  if (unknown.length > 0) throw new NewerSchemaError(unknown);
}

/** The newest known migration among `applied` (the schema's tag in a backup's manifest), or null for an empty database. */
export function schemaTagOf(applied: AppliedMigration[]): string | null {
  const times = new Set(applied.map((m) => m.createdAt));
  const hashes = new Set(applied.map((m) => m.hash));
  const present = knownMigrations().filter((m) => hashes.has(m.hash) || times.has(m.folderMillis));
  return present.at(-1)?.tag ?? null;
}

/**
 * Applies pending drizzle-kit migrations in one transaction (or in `tx`, the caller's). On PostgreSQL a
 * transaction-scoped advisory lock makes concurrent instances wait for each other, then see the migrations already
 * applied. Refuses a database a newer version migrated (NewerSchemaError). `upTo` stops after that tag (a restore
 * builds the schema of its archive first).
 */
export async function runMigrations(handle: DatabaseHandle, options: { upTo?: string; tx?: DbOrTx } = {}): Promise<number> {
  const migrations = knownMigrations().filter((m) => options.upTo === undefined || m.tag <= options.upTo);
  const apply = async (tx: DbOrTx) => {
    if (handle.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (hash text primary key, created_at bigint not null, applied_at timestamptz not null default now())`,
    );
    const applied = await appliedMigrations(tx);
    assertSchemaNotNewer(applied);
    const done = new Set(applied.map((m) => m.hash));
    let count = 0;
    for (const migration of migrations) {
      if (done.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into schema_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count++;
    }
    return count;
  };
  return options.tx ? apply(options.tx) : handle.db.transaction(apply);
}

let shippedHashes: string[] | undefined;

/**
 * How many of the migrations this server ships (the journal in the migrations folder) the database has not applied:
 * 0 when its schema is the one the code expects (the readiness check, modules/health).
 */
export async function pendingMigrationCount(handle: DatabaseHandle): Promise<number> {
  shippedHashes ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
  const rows = await handle.db.execute<{ hash: string }>(sql`select hash from schema_migrations`);
  const applied = new Set((rows as unknown as { rows: { hash: string }[] }).rows.map((r) => r.hash));
  return shippedHashes.filter((hash) => !applied.has(hash)).length;
}
