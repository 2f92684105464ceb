import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersOf,
  firstPageOf,
  parseListSearch,
  toSearchParams,
  type ListSearch,
  type ListSearchConfig,
  type SearchFields,
} from './list-search';

/**
 * The list state lives in the URL (page, size, searchType, keyword, startDate, endDate and the list's filters), so
 * back/forward, reload and a shared link all show the same list. Every change pushes a history entry; a URL that
 * needed fixing (reversed dates, a bad page) is rewritten in place.
 */
export function useListSearch(config: ListSearchConfig) {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const { searchTypes, filters, zeroBased, defaultSize, keepParams } = config;
  const stableConfig = useMemo<ListSearchConfig>(
    () => ({ searchTypes, filters, zeroBased, defaultSize, keepParams }),
    [searchTypes, filters, zeroBased, defaultSize, keepParams],
  );
  const search = useMemo(() => parseListSearch(new URLSearchParams(current), stableConfig), [current, stableConfig]);
  const withKept = useCallback(
    (next: URLSearchParams) => {
      const now = new URLSearchParams(current);
      for (const key of stableConfig.keepParams ?? []) {
        const value = now.get(key);
        if (value !== null) next.set(key, value);
      }
      return next;
    },
    [current, stableConfig],
  );
  const canonical = withKept(toSearchParams(search, stableConfig)).toString();

  useEffect(() => {
    if (canonical !== current) setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, current, setParams]);

  const go = useCallback(
    (next: ListSearch) => setParams(withKept(toSearchParams(next, stableConfig))),
    [setParams, stableConfig, withKept],
  );
  const firstPage = firstPageOf(stableConfig);

  return {
    search,
    /** New search fields from the search bar: back to the first page, filters kept. */
    applySearch: useCallback(
      (fields: SearchFields) => go({ page: firstPage, size: search.size, ...filtersOf(search, stableConfig), ...fields }),
      [go, firstPage, search, stableConfig],
    ),
    /** One filter changed (undefined clears it): back to the first page. */
    setFilter: useCallback(
      (key: string, value: string | undefined) => go({ ...search, page: firstPage, [key]: value }),
      [go, firstPage, search],
    ),
    setPage: useCallback((page: number) => go({ ...search, page }), [go, search]),
    reset: useCallback(() => go({ page: firstPage, size: search.size }), [go, firstPage, search.size]),
  };
}
