import { sql } from 'drizzle-orm';
import { totalPages, type Page } from '@kg/contract';

/** Paging of a list query, in the API's terms: `page` counts from `firstPage` (1, or 0 for the lists of docs/product/lists.md). */
export type Paging = { page: number; size: number };

/**
 * Select this as `total` beside a list's columns: the whole match count on every row, so one statement gives a page
 * and its total (no second `count(*)` query).
 */
export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

/** LIMIT and OFFSET of a page. */
export function pageWindow(paging: Paging, firstPage: 0 | 1 = 1): { limit: number; offset: number } {
  return { limit: paging.size, offset: (paging.page - firstPage) * paging.size };
}

/**
 * Runs one page of a list whose rows carry `total` (see totalOver). A page past the end has no row to carry the
 * total, so only then is `count` asked (the caller's plain count of the same filter).
 */
export async function paginate<R extends { total: number }>(
  paging: Paging,
  rowsOf: (window: { limit: number; offset: number }) => Promise<R[]>,
  count: () => Promise<number>,
  firstPage: 0 | 1 = 1,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const window = pageWindow(paging, firstPage);
  const rows = await rowsOf(window);
  const total = rows.length > 0 ? rows[0].total : window.offset === 0 ? 0 : await count();
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** The page envelope of every list (items, page, size, total, totalPages). */
export function toPage<T>(items: T[], paging: Paging, total: number): Page<T> {
  return { items, page: paging.page, size: paging.size, total, totalPages: totalPages(total, paging.size) };
}
