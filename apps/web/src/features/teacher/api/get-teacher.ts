import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { teacherEndpoints, type TeacherDetail } from '@kg/contract';
import { call } from '@/api/client';
import { teacherKeys } from './list-teachers';

/** One staff record (a teacher may read only their own). */
export function getTeacher(tno: number) {
  return call(teacherEndpoints.get, { params: { id: tno } });
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function getTeacherQueryOptions(tno: number) {
  return queryOptions({ queryKey: teacherKeys.detail(tno), queryFn: () => getTeacher(tno), retryOnMount: false });
}

export function useGetTeacher(tno: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeacherQueryOptions(tno), enabled: options.enabled ?? true });
}

/** Every change answers with the whole record: it replaces the cached one and every list page refetches. */
export function applyTeacherChange(queryClient: QueryClient, teacher: TeacherDetail): Promise<void> {
  queryClient.setQueryData(teacherKeys.detail(teacher.tno), teacher);
  return queryClient.invalidateQueries({ queryKey: teacherKeys.lists() });
}
