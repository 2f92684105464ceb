import { classEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 반: list pages under lists(), records under details(), the colour palette under colors(). */
export const classKeys = {
  all: ['class'] as const,
  lists: () => [...classKeys.all, 'list'] as const,
  details: () => [...classKeys.all, 'detail'] as const,
  detail: (classId: number) => [...classKeys.details(), classId] as const,
  colors: () => [...classKeys.all, 'color'] as const,
};

/** One page of classes. */
export function listClasses(search: ListSearch) {
  return call(classEndpoints.search, { query: search });
}
