import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ParentDetail } from '@kg/contract';
import { apiGet } from '@/api/client';
import { parentKeys } from './list-parents';

/** GET /api/v2/parents/detail/{pno}: the account with its extra contacts and children. */
export function getParent(pno: number): Promise<ParentDetail> {
  return apiGet<ParentDetail>(`/api/v2/parents/detail/${pno}`);
}

export function getParentQueryOptions(pno: number) {
  return queryOptions({ queryKey: parentKeys.detail(pno), queryFn: () => getParent(pno) });
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
