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
  const window = pageWindow(paging, firstPage);
  const rows = await rowsOf(window, sql<number>`(${totalQuery})`.mapWith(Number));
  const total = rows.length > 0 ? rows[0].total : window.offset === 0 ? 0 : countOf(await totalQuery);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

function countOf(result: number | { total: number }[]): number {
  return typeof result === 'number' ? result : Number(result[0]?.total ?? 0);
}

/** The page envelope of every list (items, page, size, total, totalPages). */
export function toPage<T>(items: T[], paging: Paging, total: number): Page<T> {
  return { items, page: paging.page, size: paging.size, total, totalPages: totalPages(total, paging.size) };
}
