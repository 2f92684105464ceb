import { DATE_PATTERN, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, normalizeSearch, type SearchParams } from '@kg/contract';

/** One choice of the search-type select; the value `date` searches by the date range (docs/product/lists.md#search). */
export type SearchTypeOption = { value: string; label: string };
export type ListFilterOption = { value: string; label: string };
/** A list's own filter beside the search (e.g. a status), kept in the URL under `key`. */
export type ListFilter = {
  key: string;
  label: string;
  options: readonly ListFilterOption[];
  /**
   * the options come from the server and are not known yet (loading, or their call failed): the URL's value is kept
   * unchecked until they are, instead of being dropped as one the filter does not offer
   */
  optionsPending?: boolean;
};

/**
 * What a list asks its server for: paging, the search (docs/product/lists.md#search) and the list's filters. `page` is
 * in the API's terms (1-based, or 0-based for the lists of docs/product/lists.md#paging).
 */
export type ListSearch = {
  page: number;
  size: number;
  searchType?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
  [filter: string]: string | number | undefined;
};

/** The search fields the search bar edits together. */
export type SearchFields = Pick<SearchParams, 'searchType' | 'keyword' | 'startDate' | 'endDate'>;

export type ListSearchConfig = {
  searchTypes?: readonly SearchTypeOption[];
  filters?: readonly ListFilter[];
  /** pages count from 0 (weekly menus, class weeks, a class's children) instead of 1 */
  zeroBased?: boolean;
  defaultSize?: number;
  /** URL params the page owns beside the list (e.g. the record open in a drawer): the list keeps them as they are */
  keepParams?: readonly string[];
};

export const firstPageOf = (config: ListSearchConfig): number => (config.zeroBased ? 0 : 1);

const wholeNumber = (value: string | null): number => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : NaN);
const validDate = (value: string | null | undefined): string | undefined => (value && DATE_PATTERN.test(value) ? value : undefined);

/** The search fields of `search` (searchType, keyword, dates), normalised: reversed dates swapped, stray values dropped. */
export function searchFieldsOf(search: Partial<ListSearch>, config: ListSearchConfig): SearchFields {
  const types = new Set((config.searchTypes ?? []).map((t) => t.value));
  const searchType = typeof search.searchType === 'string' && types.has(search.searchType) ? search.searchType : undefined;
  return normalizeSearch<SearchFields>({
    searchType,
    keyword: typeof search.keyword === 'string' ? search.keyword : undefined,
    startDate: validDate(search.startDate as string | undefined),
    endDate: validDate(search.endDate as string | undefined),
  });
}

/** The list's filters present in `search` with a value the filter offers (any value while its options are pending). */
export function filtersOf(search: Partial<ListSearch>, config: ListSearchConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const filter of config.filters ?? []) {
    const value = search[filter.key];
    if (typeof value !== 'string' || value === '') continue;
    if (filter.optionsPending || filter.options.some((o) => o.value === value)) out[filter.key] = value;
  }
  return out;
}

/** Reads the list state from the URL; anything invalid falls back to the default (never an error page). */
export function parseListSearch(params: URLSearchParams, config: ListSearchConfig): ListSearch {
  const firstPage = firstPageOf(config);
  const defaultSize = config.defaultSize ?? DEFAULT_PAGE_SIZE;
  const page = wholeNumber(params.get('page'));
  const size = wholeNumber(params.get('size'));
  const raw: Partial<ListSearch> = Object.fromEntries(params.entries());
  return {
    page: page >= firstPage ? page : firstPage,
    size: size >= 1 && size <= MAX_PAGE_SIZE ? size : defaultSize,
    ...searchFieldsOf(raw, config),
    ...filtersOf(raw, config),
  };
}

/** Writes the list state to URL params, leaving out defaults so a plain list has a plain URL. */
export function toSearchParams(search: ListSearch, config: ListSearchConfig): URLSearchParams {
  const params = new URLSearchParams();
  if (search.page !== firstPageOf(config)) params.set('page', String(search.page));
  if (search.size !== (config.defaultSize ?? DEFAULT_PAGE_SIZE)) params.set('size', String(search.size));
  const fields = searchFieldsOf(search, config);
  for (const key of ['searchType', 'keyword', 'startDate', 'endDate'] as const) {
    const value = fields[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(filtersOf(search, config))) params.set(key, value);
  return params;
}
