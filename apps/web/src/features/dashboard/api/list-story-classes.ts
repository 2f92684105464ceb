import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** Query keys of the class list and the class dashboards. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  classes: () => [...dashboardKeys.all, 'classes'] as const,
  details: () => [...dashboardKeys.all, 'detail'] as const,
  detail: (classId: number) => [...dashboardKeys.details(), classId] as const,
};

/** Every class for admins and managers, the own class for a teacher. */
export function listStoryClasses() {
  return call(dashboardEndpoints.classes);
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function listStoryClassesQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.classes(), queryFn: listStoryClasses, retryOnMount: false });
}

export function useListStoryClasses() {
  return useQuery(listStoryClassesQueryOptions());
}
