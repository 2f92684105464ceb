import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildProfileImage } from '@kg/contract';
import { apiDelete, apiPost } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { childKeys } from './child-keys';
import { invalidateChildLists } from './get-child';

/** POST /api/v2/child/profile-image/{id}: one image in the field `files`. */
export function uploadProfileImage({ childCode, file }: { childCode: number; file: File }): Promise<ChildProfileImage> {
  const form = new FormData();
  form.append('files', file, file.name);
  return apiPost<ChildProfileImage>(`/api/v2/child/profile-image/${childCode}`, form);
}

/** DELETE /api/v2/child/profile-image/{id} */
export function deleteProfileImage(childCode: number): Promise<ChildProfileImage> {
  return apiDelete<ChildProfileImage>(`/api/v2/child/profile-image/${childCode}`);
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
