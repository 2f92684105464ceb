import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

// next to this file in src/db, next to the bundle in dist (apps/server/build.mjs copies it there)
const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');
/** Arbitrary constant shared by every instance: only one runs migrations at a time. */
const MIGRATION_LOCK_ID = 723_410_001;

/**
 * Applies pending drizzle-kit migrations in one transaction. On PostgreSQL a transaction-scoped advisory lock
 * makes concurrent instances wait for each other, then see the migrations already applied.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  let applied = 0;
  await handle.db.transaction(async (tx) => {
    if (handle.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (hash text primary key, created_at bigint not null, applied_at timestamptz not null default now())`,
    );
    const rows = await tx.execute<{ hash: string }>(sql`select hash from schema_migrations`);
    const done = new Set((rows as unknown as { rows: { hash: string }[] }).rows.map((r) => r.hash));
    for (const migration of migrations) {
      if (done.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into schema_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      applied++;
    }
  });
  return applied;
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
