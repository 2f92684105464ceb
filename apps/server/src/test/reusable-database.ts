import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

/**
 * When a closed test database may serve the next test file (test/test-database.ts): it still has the schema a fresh
 * copy of the migrated image has, and it is emptied back to that state — no row in any table, every id sequence
 * restarted and, on PGlite's single connection, no session state (settings, listeners, prepared statements).
 */

/** The fresh state, read from the first fresh database of the worker (every one is a copy of the same image). */
let migrated: { shape: string; tables: string } | undefined;

/** Every relation, function and trigger outside the system schemas: a test that made its own leaves another shape. */
const SHAPE = sql`
  select md5(coalesce(string_agg(what, ',' order by what), '')) as shape from (
    select 'r ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text as what
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'f ' || n.nspname || '.' || p.proname || '(' || p.proargtypes::text || ')'
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 't ' || tgrelid::regclass::text || '.' || tgname from pg_trigger where not tgisinternal
  ) objects`;

/** The tables that hold the app's rows (the migrations' own record stays). */
const TABLES = sql`
  select coalesce(string_agg(quote_ident(tablename), ', ' order by tablename), '') as tables
  from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'`;

const first = async <Row>(database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows[0];

const shapeOf = async (database: DatabaseHandle) => (await first<{ shape: string }>(database, SHAPE)).shape;

/** Called on each fresh database; reads the fresh state from the first one. */
export async function rememberMigratedState(database: DatabaseHandle): Promise<void> {
  if (migrated) return;
  const { tables } = await first<{ tables: string }>(database, TABLES);
  migrated = { shape: await shapeOf(database), tables };
}

/** Empties a database a test has finished with; false when it cannot be reused (its schema changed, it was closed). */
export async function emptyForReuse(database: DatabaseHandle): Promise<boolean> {
  if (!migrated?.tables) return false;
  try {
    if (database.kind === 'pglite') await database.exec('discard all');
    if ((await shapeOf(database)) !== migrated.shape) return false;
    // a lock left by a connection of the test's own (a second app on the same database) fails the reuse, not the run
    await database.exec(`begin; set local lock_timeout = '2s'; truncate ${migrated.tables} restart identity cascade; commit`);
    return true;
  } catch {
    return false;
  }
}
