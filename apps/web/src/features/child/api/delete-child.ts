import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { childKeys } from './child-keys';
import { invalidateChildLists } from './get-child';

/** Only a child without class-story records may be deleted (409 otherwise). */
export function deleteChild(childCode: number) {
  return call(childEndpoints.delete, { params: { id: childCode } });
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
