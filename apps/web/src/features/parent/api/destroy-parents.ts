import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DestroyParentsResult } from '@kg/contract';
import { apiPost } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { parentKeys } from './list-parents';

/** POST /api/v2/parents/tobe-delete/destroy: removes the accounts for good (all or none). */
export function destroyParents(pnos: number[]): Promise<DestroyParentsResult> {
  return apiPost<DestroyParentsResult>('/api/v2/parents/tobe-delete/destroy', { pnos });
}

export function useDestroyParents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyParents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.all }),
    onError: showApiError,
  });
}
