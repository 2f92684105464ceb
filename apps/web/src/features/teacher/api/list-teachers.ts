import type { TeacherPage } from '@kg/contract';
import { apiGet } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 교사: list pages under lists(), records under details(). */
export const teacherKeys = {
  all: ['teacher'] as const,
  lists: () => [...teacherKeys.all, 'list'] as const,
  details: () => [...teacherKeys.all, 'detail'] as const,
  detail: (tno: number) => [...teacherKeys.details(), tno] as const,
  classOptions: () => [...teacherKeys.all, 'class-options'] as const,
};

/** GET /api/v2/teacher/: one page of staff. */
export function listTeachers(search: ListSearch): Promise<TeacherPage> {
  return apiGet<TeacherPage>('/api/v2/teacher/', search);
}
