import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { DATE_PATTERN, isCalendarDate } from './dates';

export type SearchParams = {
  page?: number;
  size?: number;
  searchType?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
};

/**
 * Search rules (docs/product/lists.md#search), shared by the client (what it sends) and the server (what it accepts):
 * a keyword only travels with a search type; the `date` type carries only the dates; reversed dates are swapped.
 */
export function normalizeSearch<T extends SearchParams>(params: T): T {
  const out: T = { ...params };
  for (const key of ['searchType', 'keyword', 'startDate', 'endDate'] as const) {
    const value = out[key];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) delete out[key];
    else if (typeof value === 'string') (out as SearchParams)[key] = value.trim();
  }
  if (!out.searchType) delete out.keyword;
  if (out.searchType === 'date') delete out.keyword;
  else {
    delete out.startDate;
    delete out.endDate;
  }
  if (out.startDate && out.endDate && out.startDate > out.endDate) {
    const start = out.startDate;
    out.startDate = out.endDate;
    out.endDate = start;
  }
  return out;
}

/** A search date (기간) that is not a date. */
export const SEARCH_DATE_MESSAGE = '날짜를 2026-03-02처럼 입력해 주세요.';

const optionalText = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(100).optional());
const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().regex(DATE_PATTERN, { error: SEARCH_DATE_MESSAGE }).refine(isCalendarDate, { error: SEARCH_DATE_MESSAGE }).optional(),
);

/**
 * Paging rules: page >= 1 (or >= 0 for the zero-based lists of docs/product/lists.md#paging), 1 <= size <= 100, size
 * defaults to 10.
 */
export function pagingSchema(firstPage: 0 | 1 = 1) {
  return z.object({
    page: z.coerce
      .number({ error: `페이지 번호는 ${firstPage}부터 시작합니다.` })
      .int({ error: `페이지 번호는 ${firstPage}부터 시작합니다.` })
      .min(firstPage, { error: `페이지 번호는 ${firstPage}부터 시작합니다.` })
      .default(firstPage),
    size: z.coerce
      .number({ error: '한 번에 볼 개수를 1개 이상으로 정해 주세요.' })
      .int({ error: '한 번에 볼 개수를 1개 이상으로 정해 주세요.' })
      .min(1, { error: '한 번에 볼 개수를 1개 이상으로 정해 주세요.' })
      .max(MAX_PAGE_SIZE, { error: `한 번에 ${MAX_PAGE_SIZE}개까지 볼 수 있습니다.` })
      .default(DEFAULT_PAGE_SIZE),
  });
}

/**
 * The search query (docs/product/lists.md#search) for a list whose search types are `types` (plus `date`). `filters`
 * adds a list's own filters (e.g. a status) beside the search: they travel whatever the search type is.
 */
export function searchQuerySchema<const T extends readonly [string, ...string[]], F extends z.ZodRawShape = Record<never, never>>(
  types: T,
  firstPage: 0 | 1 = 1,
  filters?: F,
) {
  return pagingSchema(firstPage)
    .extend({
      searchType: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.enum(types, { error: '검색 조건이 올바르지 않습니다.' }).optional(),
      ),
      keyword: optionalText,
      startDate: optionalDate,
      endDate: optionalDate,
    })
    .extend((filters ?? {}) as F)
    .transform((q) => normalizeSearch(q));
}

/** A list filter given as an optional query value: '' means "no filter". */
export function optionalFilter<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

export function totalPages(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
