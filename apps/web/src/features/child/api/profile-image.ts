import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childEndpoints, type ChildProfileImage } from '@kg/contract';
import { call, upload } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { childKeys } from './child-keys';
import { invalidateChildLists } from './get-child';

/** One image in the field `files`; it replaces the previous one. */
export function uploadProfileImage({ childCode, file }: { childCode: number; file: File }) {
  return upload(childEndpoints.uploadProfileImage, { params: { id: childCode }, files: [file] });
}

export function deleteProfileImage(childCode: number) {
  return call(childEndpoints.deleteProfileImage, { params: { id: childCode } });
}

function useProfileMutation<V>(mutationFn: (variables: V) => Promise<ChildProfileImage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ childCode }) => {
      await queryClient.invalidateQueries({ queryKey: childKeys.detail(childCode) });
      await invalidateChildLists(queryClient);
    },
    onError: showApiError,
  });
}

export const useUploadProfileImage = () => useProfileMutation(uploadProfileImage);
export const useDeleteProfileImage = () => useProfileMutation(deleteProfileImage);
