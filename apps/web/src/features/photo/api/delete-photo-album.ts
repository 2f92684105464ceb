import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { photoKeys } from './list-photo-albums';

/** The album and its photos. */
export function deletePhotoAlbum({ classId, photoId }: { classId: number; photoId: number }) {
  return call(photoEndpoints.delete, { params: { classId, id: photoId } });
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
