import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { childEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { childKeys } from './child-keys';
import { invalidateChildLists } from './get-child';

/** Children past the retention period, pages from 1. */
export function listToBeDeleted(page: number, size: number) {
  return call(childEndpoints.toBeDeleted, { query: { page, size } });
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

/** Removes the children's personal data and files for good (the director only). */
export function destroyChildren(childCodes: number[]) {
  return call(childEndpoints.destroy, { body: { childCodes } });
}

export function useDestroyChildren() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: destroyChildren, onSuccess: () => invalidateChildLists(queryClient), onError: showApiError });
}
