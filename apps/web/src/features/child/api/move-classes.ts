import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childEndpoints, type ChildAssignClassInput, type ChildClassMoveResult, type ChildClassResetInput } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { invalidateChildLists } from './get-child';

/** Many moves, all or nothing; `dryRun: true` only previews. */
export function assignClasses(body: ChildAssignClassInput) {
  return call(childEndpoints.assignClass, { body });
}

/** Unassigns the chosen classes (or all); `dryRun: true` only previews. */
export function resetClasses(body: ChildClassResetInput) {
  return call(childEndpoints.resetClass, { body });
}

function useMoveMutation<B>(mutationFn: (body: B) => Promise<ChildClassMoveResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => (result.applied ? invalidateChildLists(queryClient) : undefined),
    onError: showApiError,
  });
}

export const useAssignClasses = () => useMoveMutation(assignClasses);
export const useResetClasses = () => useMoveMutation(resetClasses);
