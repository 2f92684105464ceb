import { rehomeEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 귀가동의서: every list page under lists(), every record under details(). */
export const rehomeKeys = {
  all: ['rehome'] as const,
  lists: () => [...rehomeKeys.all, 'list'] as const,
  list: (classId: number) => [...rehomeKeys.lists(), classId] as const,
  details: () => [...rehomeKeys.all, 'detail'] as const,
  detail: (classId: number, rehomeId: number) => [...rehomeKeys.details(), classId, rehomeId] as const,
};

/** One page, today's first. */
export function listRehome(classId: number, search: ListSearch) {
  return call(rehomeEndpoints.search, { params: { classId }, query: search });
}
