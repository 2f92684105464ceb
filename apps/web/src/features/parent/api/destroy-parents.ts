import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { parentKeys } from './list-parents';

/** Removes the accounts for good, all or none (the director only). */
export function destroyParents(pnos: number[]) {
  return call(parentEndpoints.destroy, { body: { pnos } });
}

export function useDestroyParents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyParents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.all }),
    onError: showApiError,
  });
}
