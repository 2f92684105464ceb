import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { childEndpoints, type Child } from '@kg/contract';
import { call } from '@/api/client';
import { childKeys } from './child-keys';

/** The whole record (a teacher only for their own class). */
export function getChild(childCode: number) {
  return call(childEndpoints.get, { params: { id: childCode } });
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function getChildQueryOptions(childCode: number) {
  return queryOptions({ queryKey: childKeys.detail(childCode), queryFn: () => getChild(childCode), retryOnMount: false });
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
