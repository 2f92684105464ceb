import { useQuery } from '@tanstack/react-query';
import type { ClassWeekPage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';
import { classWeekKeys } from './get-class-week-form';

/** GET /api/v2/story/class-week/list?classId&page: the class's saved weeks, newest first, pages from 0. */
export function listClassWeeks(classId: number, search: ListSearch): Promise<ClassWeekPage> {
  return apiGet<ClassWeekPage>('/api/v2/story/class-week/list', { classId, page: search.page, size: search.size });
}

export function useListClassWeeks(classId: number, search: ListSearch) {
  return useQuery(listQueryOptions(classWeekKeys.list(classId), (s) => listClassWeeks(classId, s), search));
}
