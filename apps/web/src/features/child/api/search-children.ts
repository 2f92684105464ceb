import { useQuery } from '@tanstack/react-query';
import type { ChildPage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';
import { childKeys } from './child-keys';

/** GET /api/v2/child/search: one page (1-based) of the search, status and class filters. */
export function searchChildren(search: ListSearch): Promise<ChildPage> {
  return apiGet<ChildPage>('/api/v2/child/search', search);
}

export function searchChildrenQueryOptions(search: ListSearch) {
  return listQueryOptions(childKeys.search(), searchChildren, search);
}

export function useSearchChildren(search: ListSearch) {
  return useQuery(searchChildrenQueryOptions(search));
}
