import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildToBeDeletedPage, DestroyChildrenResult } from '@kg/contract';
import { apiGet, apiPost } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { childKeys } from './child-keys';
import { invalidateChildLists } from './get-child';

/** GET /api/v2/child/tobe-delete?page,size (1-based): children past the retention period. */
export function listToBeDeleted(page: number, size: number): Promise<ChildToBeDeletedPage> {
  return apiGet<ChildToBeDeletedPage>('/api/v2/child/tobe-delete', { page, size });
}

export function useToBeDeleted(page: number, size: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...childKeys.toBeDeleted(), page, size],
      queryFn: () => listToBeDeleted(page, size),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/v2/child/tobe-delete/destroy: removes the children's personal data and files for good (admin only). */
export function destroyChildren(childCodes: number[]): Promise<DestroyChildrenResult> {
  return apiPost<DestroyChildrenResult>('/api/v2/child/tobe-delete/destroy', { childCodes });
}

export function useDestroyChildren() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: destroyChildren, onSuccess: () => invalidateChildLists(queryClient), onError: showApiError });
}
