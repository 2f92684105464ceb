import { useQuery } from '@tanstack/react-query';
import { menuEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';
import { menuKeys } from './menu-keys';

/** The saved weeks, newest first, pages from 0. */
export function listMenuWeeks(search: ListSearch) {
  return call(menuEndpoints.search, { query: { page: search.page, size: search.size } });
}

export function useListMenuWeeks(search: ListSearch) {
  return useQuery(listQueryOptions(menuKeys.lists(), listMenuWeeks, search));
}
