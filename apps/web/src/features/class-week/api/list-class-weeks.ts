import { useQuery } from '@tanstack/react-query';
import { classWeekEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';
import { classWeekKeys } from './get-class-week-form';

/** The class's saved weeks, newest first, pages from 0. */
export function listClassWeeks(classId: number, search: ListSearch) {
  return call(classWeekEndpoints.list, { query: { classId, page: search.page, size: search.size } });
}

export function useListClassWeeks(classId: number, search: ListSearch) {
  return useQuery(listQueryOptions(classWeekKeys.list(classId), (s) => listClassWeeks(classId, s), search));
}
