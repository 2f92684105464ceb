import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentDetail } from '@kg/contract';
import { showApiError } from '@/lib/show-api-error';
import { applyParentChange } from './get-parent';

/** A change to a parent account: the answer replaces the cached record; errors go to the alert unless handled. */
export function useParentMutation<V>(mutationFn: (variables: V) => Promise<ParentDetail>, options: { showErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (parent) => applyParentChange(queryClient, parent),
    onError: options.showErrors === false ? undefined : showApiError,
  });
}
