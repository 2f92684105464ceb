import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** Query keys of 출석부: one sheet per class and day ('today' = the centre's today, decided by the server). */
export const attendanceKeys = {
  all: ['attendance'] as const,
  days: () => [...attendanceKeys.all, 'day'] as const,
  day: (classId: number, date: string | null) => [...attendanceKeys.days(), classId, date ?? 'today'] as const,
};

/** The address parameter of the day shown (none for today). */
export const DATE_PARAM = 'date';

/** The day the address asks for, or null for today (the centre's today, decided by the server). */
export function attendanceDateOf(search: URLSearchParams): string | null {
  const date = search.get(DATE_PARAM);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/** The day's children with their records (default today). */
export function getAttendance(classId: number, date: string | null) {
  return call(attendanceEndpoints.get, { params: { classId }, query: date ? { date } : {} });
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function getAttendanceQueryOptions(classId: number, date: string | null) {
  return queryOptions({ queryKey: attendanceKeys.day(classId, date), queryFn: () => getAttendance(classId, date), retryOnMount: false });
}

export function useGetAttendance(classId: number, date: string | null) {
  return useQuery(getAttendanceQueryOptions(classId, date));
}
