import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TeacherDetail } from '@kg/contract';
import { apiGet } from '@/api/client';
import { teacherKeys } from './list-teachers';

/** GET /api/v2/teacher/{id}: one staff record (a teacher may read only their own). */
export function getTeacher(tno: number): Promise<TeacherDetail> {
  return apiGet<TeacherDetail>(`/api/v2/teacher/${tno}`);
}

export function getTeacherQueryOptions(tno: number) {
  return queryOptions({ queryKey: teacherKeys.detail(tno), queryFn: () => getTeacher(tno) });
}

export function useGetTeacher(tno: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeacherQueryOptions(tno), enabled: options.enabled ?? true });
}

/** Every change answers with the whole record: it replaces the cached one and every list page refetches. */
export function applyTeacherChange(queryClient: QueryClient, teacher: TeacherDetail): Promise<void> {
  queryClient.setQueryData(teacherKeys.detail(teacher.tno), teacher);
  return queryClient.invalidateQueries({ queryKey: teacherKeys.lists() });
}
