import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildAssignClassInput, ChildClassMoveResult, ChildClassResetInput } from '@kg/contract';
import { apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { invalidateChildLists } from './get-child';

/** PUT /api/v2/child/assign-class: many moves, all or nothing; `dryRun: true` only previews. */
export function assignClasses(body: ChildAssignClassInput): Promise<ChildClassMoveResult> {
  return apiPut<ChildClassMoveResult>('/api/v2/child/assign-class', body);
}

/** PUT /api/v2/child/class-reset: unassigns the chosen classes (or all); `dryRun: true` only previews. */
export function resetClasses(body: ChildClassResetInput): Promise<ChildClassMoveResult> {
  return apiPut<ChildClassMoveResult>('/api/v2/child/class-reset', body);
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
