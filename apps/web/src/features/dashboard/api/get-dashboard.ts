import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { dashboardKeys } from './list-story-classes';

/** Today's counts and to-dos of a class. */
export function getDashboard(classId: number) {
  return call(dashboardEndpoints.get, { params: { classId } });
}

/**
 * Fresh on every opening: attendance, notes and pickups change its counts from other pages all day, so the route's
 * loader asks again each time (stale at once) and the page shows that answer without asking a second time.
 */
export function getDashboardQueryOptions(classId: number) {
  return queryOptions({
    queryKey: dashboardKeys.detail(classId),
    queryFn: () => getDashboard(classId),
    staleTime: 0,
    refetchOnMount: false,
    retryOnMount: false,
  });
}

export function useGetDashboard(classId: number) {
  return useQuery({ ...getDashboardQueryOptions(classId), enabled: Number.isInteger(classId) && classId > 0 });
}
