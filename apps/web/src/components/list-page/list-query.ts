import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@kg/contract';
import type { ListSearch } from './list-search';

/** What a list page calls: one page of items for the URL's search. */
export type ListFetcher<T> = (search: ListSearch) => Promise<Page<T>>;

/**
 * The query of one list page: `[...queryKey, search]`. The list page and a route loader (prefetch) build it the
 * same way, and mutations invalidate every page of a list through `queryKey`.
 */
export function listQueryOptions<T>(queryKey: QueryKey, fetcher: ListFetcher<T>, search: ListSearch) {
  return queryOptions({
    queryKey: [...queryKey, search],
    queryFn: () => fetcher(search),
    placeholderData: keepPreviousData,
  });
}
