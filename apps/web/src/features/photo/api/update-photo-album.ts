import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoEndpoints, type UpdatePhotoAlbumBodyInput } from '@kg/contract';
import { call } from '@/api/client';
import { photoKeys } from './list-photo-albums';

export type UpdatePhotoAlbumInput = {
  classId: number;
  photoId: number;
  /** the form's new uploads, when it has any */
  tempKey: string | undefined;
  body: UpdatePhotoAlbumBodyInput;
};

/** Saves the edited album: its fields, tags and the whole photo order (new uploads by tempKey in the query). */
export function updatePhotoAlbum({ classId, photoId, tempKey, body }: UpdatePhotoAlbumInput) {
  return call(photoEndpoints.update, { params: { classId, id: photoId }, query: tempKey ? { tempKey } : {}, body });
}

/** Errors are the form's to show (field details on the fields). */
export function useUpdatePhotoAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhotoAlbum,
    onSuccess: (album) => {
      queryClient.setQueryData(photoKeys.detail(album.classId, album.photoId), album);
      return queryClient.invalidateQueries({ queryKey: photoKeys.lists() });
    },
  });
}
