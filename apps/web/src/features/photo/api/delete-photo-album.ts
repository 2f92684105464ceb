import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletePhotoAlbumResult } from '@kg/contract';
import { apiDelete } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { photoKeys } from './list-photo-albums';

/** DELETE /api/v2/story/photo/{classId}/{id}: the album and its photos. */
export function deletePhotoAlbum({ classId, photoId }: { classId: number; photoId: number }): Promise<DeletePhotoAlbumResult> {
  return apiDelete<DeletePhotoAlbumResult>(`/api/v2/story/photo/${classId}/${photoId}`);
}

export function useDeletePhotoAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhotoAlbum,
    onSuccess: (_result, { classId, photoId }) => {
      queryClient.removeQueries({ queryKey: photoKeys.detail(classId, photoId) });
      return queryClient.invalidateQueries({ queryKey: photoKeys.lists() });
    },
    onError: showApiError,
  });
}
