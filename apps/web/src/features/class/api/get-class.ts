import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { classEndpoints, type ClassDetail } from '@kg/contract';
import { call } from '@/api/client';
import { classKeys } from './list-classes';

/** The class with its teachers and children. */
export function getClass(classId: number) {
  return call(classEndpoints.get, { params: { id: classId } });
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function getClassQueryOptions(classId: number) {
  return queryOptions({ queryKey: classKeys.detail(classId), queryFn: () => getClass(classId), retryOnMount: false });
}

export function useGetClass(classId: number) {
  return useQuery(getClassQueryOptions(classId));
}

/** A change answers with the whole class: it replaces the cached record; lists and the palette's usage refetch. */
export async function applyClassChange(queryClient: QueryClient, detail: ClassDetail): Promise<void> {
  queryClient.setQueryData(classKeys.detail(detail.classId), detail);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: classKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: classKeys.colors() }),
  ]);
}
