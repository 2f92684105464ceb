import { and, desc, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { totalPages, type Page } from '@kg/contract';

/** Paging of a list query, in the API's terms: `page` counts from `firstPage` (1, or 0 for the lists of docs/product/lists.md). */
export type Paging = { page: number; size: number };

/** LIMIT and OFFSET of a page. */
export function pageWindow(paging: Paging, firstPage: 0 | 1 = 1): { limit: number; offset: number } {
  return { limit: paging.size, offset: (paging.page - firstPage) * paging.size };
}

/**
 * A list's total as a column of its page's statement: its count select (with the joins its filter needs) as a scalar
 * subquery, counted once from the narrowest index while the page itself stops reading after its last row (a
 * `count(*) over ()` would join and sort the whole history first).
 */
export function totalColumn(countSelect: SQLWrapper): SQL<number> {
  return sql<number>`(${countSelect})`.mapWith(Number);
}

/** The count of a list run on its own: a select of `{ total }` rows, or `db.$count(…)`. */
type CountAlone = () => PromiseLike<number | { total: number }[]>;

/**
 * Runs one page of a list in one statement, prepared once (db/statement.ts): `rowsOf` executes it with the window's
 * `limit` and `offset`, its `total` column built with `totalColumn`. A page past the end has no row to carry the total,
 * so only then is the count run on its own (`countAlone`).
 */
export async function paginatePrepared<R extends { total: number }>(
  paging: Paging,
  rowsOf: (window: { limit: number; offset: number }) => Promise<R[]>,
  countAlone: CountAlone,
  firstPage: 0 | 1 = 1,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const window = pageWindow(paging, firstPage);
  const rows = await rowsOf(window);
  return withTotal(rows, rows.length > 0 ? rows[0].total : window.offset === 0 ? 0 : countOf(await countAlone()));
}

/**
 * The statements of a "today first" list: today's part and the rest (newest day first), each with the list's total as
 * a column, and the rest without it (`restUncounted`: today's rows carried the total already; its `total` is not read).
 */
export type TodayFirstStatement = 'today' | 'rest' | 'restUncounted';

/**
 * The statement of one part of a "today first" list, with the placeholders `today`, `limit` and `offset`: `select` is
 * the list's select (`$dynamic()`) with `total` as its total column, `count` the list's count select, `day` the column
 * that is today or not and `order` the order within a day.
 */
export function todayFirstPart<S extends PgSelect>(
  part: TodayFirstStatement,
  select: (total: SQL<number>) => S,
  list: { where: SQL; count: SQLWrapper; day: PgColumn; order: (PgColumn | SQL)[] },
) {
  const { where, day, order } = list;
  const today = sql.placeholder('today');
  return select(part === 'restUncounted' ? sql<number>`0` : totalColumn(list.count))
    .where(and(where, part === 'today' ? eq(day, today) : ne(day, today)))
    .orderBy(...(part === 'today' ? order : [desc(day), ...order]))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * One page of a list ordered "today's rows first, then the rest newest day first" (투약, 귀가): `rowsOf` executes one
 * part (its date = today, or <> today). A single ORDER BY on "is it today" is served by no index, so it sorted the
 * class's whole history for every page; today's part is one class's day and the rest is read backwards from the
 * (class, date) index, each only as far as the page needs.
 */
export async function paginateTodayFirstPrepared<R extends { total: number }>(
  paging: Paging,
  rowsOf: (statement: TodayFirstStatement, window: { limit: number; offset: number }) => Promise<R[]>,
  countAlone: CountAlone,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const { limit, offset } = pageWindow(paging);
  const today = await rowsOf('today', { limit: offset + limit, offset: 0 });
  let rows = today.slice(offset);
  if (today.length < offset + limit) {
    // all of today's rows are in hand: the rest continues after them
    const rest = await rowsOf(today.length > 0 ? 'restUncounted' : 'rest', { limit: limit - rows.length, offset: Math.max(0, offset - today.length) });
    rows = [...rows, ...rest];
    if (today.length === 0) return withTotal(rows, rows.length > 0 ? rows[0].total : offset === 0 ? 0 : countOf(await countAlone()));
  }
  return withTotal(rows, today[0].total);
}

function withTotal<R extends { total: number }>(rows: R[], total: number) {
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

function countOf(result: number | { total: number }[]): number {
  return typeof result === 'number' ? result : Number(result[0]?.total ?? 0);
}

/** The page envelope of every list (items, page, size, total, totalPages). */
export function toPage<T>(items: T[], paging: Paging, total: number): Page<T> {
  return { items, page: paging.page, size: paging.size, total, totalPages: totalPages(total, paging.size) };
}
