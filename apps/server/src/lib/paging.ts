import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { totalPages, type Page } from '@kg/contract';

/** Paging of a list query, in the API's terms: `page` counts from `firstPage` (1, or 0 for the lists of docs/product/lists.md). */
export type Paging = { page: number; size: number };

/** LIMIT and OFFSET of a page. */
export function pageWindow(paging: Paging, firstPage: 0 | 1 = 1): { limit: number; offset: number } {
  return { limit: paging.size, offset: (paging.page - firstPage) * paging.size };
}

/**
 * A list's total: a `count` select of the list's filter (`db.select({ total: count() })…` with the joins the filter
 * needs) or `db.$count(table, filter)`. It is not run on its own: `paginate` makes it a scalar subquery of the page's
 * statement, counted once from the narrowest index, while the page itself stops reading after its last row (a
 * `count(*) over ()` would join and sort the whole history first).
 */
export type TotalQuery = SQLWrapper & PromiseLike<number | { total: number }[]>;

/** A list's total as a column of its page's statement: the count select as a scalar subquery. */
export function totalColumn(totalQuery: SQLWrapper): SQL<number> {
  return sql<number>`(${totalQuery})`.mapWith(Number);
}

/**
 * Runs one page of a list in one statement: `rowsOf` selects `total` (given) beside its columns. A page past the end
 * has no row to carry the total, so only then is the total query run on its own.
 */
export async function paginate<R extends { total: number }>(
  paging: Paging,
  rowsOf: (window: { limit: number; offset: number }, total: SQL<number>) => Promise<R[]>,
  totalQuery: TotalQuery,
  firstPage: 0 | 1 = 1,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  return paginatePrepared(paging, (window) => rowsOf(window, totalColumn(totalQuery)), () => totalQuery, firstPage);
}

/**
 * `paginate` for a page statement prepared once (db/statement.ts): `rowsOf` executes it with the window's `limit` and
 * `offset` (its `total` column built with `totalColumn`), `countAlone` the count for a page past the end.
 */
export async function paginatePrepared<R extends { total: number }>(
  paging: Paging,
  rowsOf: (window: { limit: number; offset: number }) => Promise<R[]>,
  countAlone: () => PromiseLike<number | { total: number }[]>,
  firstPage: 0 | 1 = 1,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const window = pageWindow(paging, firstPage);
  const rows = await rowsOf(window);
  return withTotal(rows, rows.length > 0 ? rows[0].total : window.offset === 0 ? 0 : countOf(await countAlone()));
}

/** Which part of a "today first" list a statement reads. */
export type TodayFirstPart = 'today' | 'rest';

/**
 * One page of a list ordered "today's rows first, then the rest newest day first" (투약, 귀가): `rowsOf` selects one
 * part (its date = today, or <> today) with `total` beside its columns. A single ORDER BY on "is it today" is served
 * by no index, so it sorted the class's whole history for every page; today's part is one class's day and the rest is
 * read backwards from the (class, date) index, each only as far as the page needs.
 */
export async function paginateTodayFirst<R extends { total: number }>(
  paging: Paging,
  rowsOf: (part: TodayFirstPart, window: { limit: number; offset: number }, total: SQL<number>) => Promise<R[]>,
  totalQuery: TotalQuery,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const total = totalColumn(totalQuery);
  return paginateTodayFirstPrepared(
    paging,
    (statement, window) => rowsOf(statement === 'today' ? 'today' : 'rest', window, statement === 'restUncounted' ? sql<number>`0` : total),
    () => totalQuery,
  );
}

/**
 * The statements of a prepared "today first" list: today's part and the rest with the list's total as a column
 * (`totalColumn`), and the rest without it (today's rows carried the total already; its `total` is never read).
 */
export type TodayFirstStatement = 'today' | 'rest' | 'restUncounted';

/** `paginateTodayFirst` for statements prepared once (db/statement.ts); `countAlone` as in `paginatePrepared`. */
export async function paginateTodayFirstPrepared<R extends { total: number }>(
  paging: Paging,
  rowsOf: (statement: TodayFirstStatement, window: { limit: number; offset: number }) => Promise<R[]>,
  countAlone: () => PromiseLike<number | { total: number }[]>,
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
