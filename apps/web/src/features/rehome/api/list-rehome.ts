import { useQuery } from '@tanstack/react-query';
import type { RehomePage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 귀가동의서: every list page under lists(), every record under details(). */
export const rehomeKeys = {
  all: ['rehome'] as const,
  lists: () => [...rehomeKeys.all, 'list'] as const,
  list: (classId: number) => [...rehomeKeys.lists(), classId] as const,
  details: () => [...rehomeKeys.all, 'detail'] as const,
  detail: (classId: number, rehomeId: number) => [...rehomeKeys.details(), classId, rehomeId] as const,
};

export const rehomeSearchUrl = (classId: number) => `/api/v2/story/rehome/search/${classId}`;

/** GET /api/v2/story/rehome/search/{classId}: one page, today's first. */
export function listRehome(classId: number, search: ListSearch): Promise<RehomePage> {
  return apiGet<RehomePage>(rehomeSearchUrl(classId), search);
}

export function listRehomeQueryOptions(classId: number, search: ListSearch) {
  return listQueryOptions(rehomeKeys.list(classId), (s) => listRehome(classId, s), search);
}

export function useListRehome(classId: number, search: ListSearch) {
  return useQuery(listRehomeQueryOptions(classId, search));
}
