import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Child } from '@kg/contract';
import { apiGet } from '@/api/client';
import { childKeys } from './child-keys';

/** GET /api/v2/child/{id}: the whole record (a teacher only for their own class). */
export function getChild(childCode: number): Promise<Child> {
  return apiGet<Child>(`/api/v2/child/${childCode}`);
}

export function getChildQueryOptions(childCode: number) {
  return queryOptions({ queryKey: childKeys.detail(childCode), queryFn: () => getChild(childCode) });
}

export function useGetChild(childCode: number) {
  return useQuery(getChildQueryOptions(childCode));
}

/** A change answered with the whole record: it replaces the cached record, lists and head counts refetch. */
export async function applyChildChange(queryClient: QueryClient, child: Child): Promise<void> {
  queryClient.setQueryData(childKeys.detail(child.childCode), child);
  await invalidateChildLists(queryClient);
}

export async function invalidateChildLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: childKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: childKeys.classOptions() }),
  ]);
}
