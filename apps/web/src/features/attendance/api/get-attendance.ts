import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceSheet } from '@kg/contract';
import { apiGet } from '@/api/client';

/** Query keys of 출석부: one sheet per class and day ('today' = the centre's today, decided by the server). */
export const attendanceKeys = {
  all: ['attendance'] as const,
  days: () => [...attendanceKeys.all, 'day'] as const,
  day: (classId: number, date: string | null) => [...attendanceKeys.days(), classId, date ?? 'today'] as const,
};

/** GET /api/v2/story/attendance/{classId}?date=: the day's children with their records (default today). */
export function getAttendance(classId: number, date: string | null): Promise<AttendanceSheet> {
  return apiGet<AttendanceSheet>(`/api/v2/story/attendance/${classId}`, date ? { date } : undefined);
}

export function getAttendanceQueryOptions(classId: number, date: string | null) {
  return queryOptions({ queryKey: attendanceKeys.day(classId, date), queryFn: () => getAttendance(classId, date) });
}

export function useGetAttendance(classId: number, date: string | null) {
  return useQuery(getAttendanceQueryOptions(classId, date));
}
