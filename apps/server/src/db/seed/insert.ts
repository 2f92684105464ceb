import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

function batchSize(table: PgTable, requested: number): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.max(1, Math.min(requested, Math.floor(MAX_PARAMS / columns)));
}

/** Inserts rows in multi-row statements of up to `size` rows. */
export async function insertBatches<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
  size = 1000,
): Promise<void> {
  const n = batchSize(table, size);
  for (let i = 0; i < rows.length; i += n) await db.insert(table).values(rows.slice(i, i + n));
}

/**
 * Inserts rows in batches and returns their new ids in input order (PostgreSQL returns the rows of a multi-row
 * VALUES insert in order).
 */
export async function insertReturningIds<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
  size = 1000,
): Promise<number[]> {
  const n = batchSize(table, size);
  const idColumn = (getTableColumns(table) as Record<string, unknown>).id;
  if (!idColumn) throw new Error('insertReturningIds needs a table with an id column');
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += n) {
    const chunk = rows.slice(i, i + n);
    const result = (await db
      .insert(table)
      .values(chunk)
      .returning({ id: sql<number>`${idColumn}` })) as { id: number }[];
    for (const r of result) ids.push(Number(r.id));
  }
  return ids;
}
