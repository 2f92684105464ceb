import { childEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** One page (1-based) of the search, status and class filters. */
export function searchChildren(search: ListSearch) {
  return call(childEndpoints.search, { query: search });
}
