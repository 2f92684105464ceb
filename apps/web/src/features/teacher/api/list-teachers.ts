import { teacherEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 교사: list pages under lists(), records under details(). */
export const teacherKeys = {
  all: ['teacher'] as const,
  lists: () => [...teacherKeys.all, 'list'] as const,
  details: () => [...teacherKeys.all, 'detail'] as const,
  detail: (tno: number) => [...teacherKeys.details(), tno] as const,
  classOptions: () => [...teacherKeys.all, 'class-options'] as const,
};

/** One page of staff. */
export function listTeachers(search: ListSearch) {
  return call(teacherEndpoints.search, { query: search });
}
