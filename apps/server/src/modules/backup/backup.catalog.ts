import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * What a backup covers is read from the database's catalogue, never listed by hand: a table a later migration adds
 * is backed up and restored without a change here (docs/decisions/016-backups.md#what-is-in-an-archive).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The migrations' bookkeeping: recorded in the manifest and rebuilt by the restore, not copied as data. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** Every ordinary table of the app's schema, by name, except the migrations' own. */
export async function listTables(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname <> ${MIGRATIONS_TABLE}
    order by c.relname`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** The columns a restore writes: all but generated ones, in table order. */
export async function insertableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const result = await db.execute(sql`
    select a.attname as name from pg_attribute a
    where a.attrelid = ${`public.${quoteIdent(table)}`}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

export type SequenceValue = { name: string; value: string };

/** Every sequence of the schema that has handed out a value (serial ids), with the last one. */
export async function listSequenceValues(db: DbOrTx): Promise<SequenceValue[]> {
  const result = await db.execute(sql`
    select sequencename as name, last_value::text as value from pg_sequences
    where schemaname = 'public' and last_value is not null order by sequencename`);
  return rowsOf<SequenceValue>(result);
}

export async function countRows(db: DbOrTx, table: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`);
  return rowsOf<{ count: number }>(result)[0]!.count;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
