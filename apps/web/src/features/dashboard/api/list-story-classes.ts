import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryClassCard } from '@kg/contract';
import { apiGet } from '@/api/client';

/** Query keys of the class list and the class dashboards. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  classes: () => [...dashboardKeys.all, 'classes'] as const,
  details: () => [...dashboardKeys.all, 'detail'] as const,
  detail: (classId: number) => [...dashboardKeys.details(), classId] as const,
};

/** GET /api/v2/story/classes: every class for admins and managers, the own class for a teacher. */
export function listStoryClasses(): Promise<StoryClassCard[]> {
  return apiGet<StoryClassCard[]>('/api/v2/story/classes');
}

export function listStoryClassesQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.classes(), queryFn: listStoryClasses });
}

export function useListStoryClasses() {
  return useQuery(listStoryClassesQueryOptions());
}
