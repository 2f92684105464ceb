import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@kg/contract';
import { apiGet } from '@/api/client';
import { dashboardKeys } from './list-story-classes';

/** GET /api/v2/story/{classId}: today's counts and to-dos of a class. */
export function getDashboard(classId: number): Promise<Dashboard> {
  return apiGet<Dashboard>(`/api/v2/story/${classId}`);
}

export function getDashboardQueryOptions(classId: number) {
  // always fresh on opening: attendance, notes and pickups change its counts from other pages all day
  return queryOptions({ queryKey: dashboardKeys.detail(classId), queryFn: () => getDashboard(classId), staleTime: 0 });
}

export function useGetDashboard(classId: number) {
  return useQuery({ ...getDashboardQueryOptions(classId), enabled: Number.isInteger(classId) && classId > 0 });
}
