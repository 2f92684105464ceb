import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { childKeys } from './child-keys';
import { invalidateChildLists } from './get-child';

/** DELETE /api/v2/child/{id}: only a child without class-story records (409 otherwise). */
export function deleteChild(childCode: number): Promise<{ childCode: number }> {
  return apiDelete<{ childCode: number }>(`/api/v2/child/${childCode}`);
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: ({ childCode }) => {
      queryClient.removeQueries({ queryKey: childKeys.detail(childCode) });
      return invalidateChildLists(queryClient);
    },
    onError: showApiError,
  });
}
