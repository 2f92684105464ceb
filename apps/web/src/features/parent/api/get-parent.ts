import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { parentEndpoints, type ParentDetail } from '@kg/contract';
import { call } from '@/api/client';
import { parentKeys } from './list-parents';

/** The account with its extra contacts and children. */
export function getParent(pno: number) {
  return call(parentEndpoints.get, { params: { id: pno } });
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function getParentQueryOptions(pno: number) {
  return queryOptions({ queryKey: parentKeys.detail(pno), queryFn: () => getParent(pno), retryOnMount: false });
}

export function useGetParent(pno: number) {
  return useQuery(getParentQueryOptions(pno));
}

/** Every change answers with the whole account: it replaces the cached record and the lists refetch. */
export function applyParentChange(queryClient: QueryClient, parent: ParentDetail): Promise<void> {
  queryClient.setQueryData(parentKeys.detail(parent.pno), parent);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: parentKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: parentKeys.classes() }),
  ]).then(() => undefined);
}
