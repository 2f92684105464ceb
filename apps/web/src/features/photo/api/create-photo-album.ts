import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoEndpoints, type PhotoAlbumFieldsInput } from '@kg/contract';
import { call } from '@/api/client';
import { photoKeys } from './list-photo-albums';

export type CreatePhotoAlbumInput = { classId: number; tempKey: string; fields: PhotoAlbumFieldsInput };

/** Saves the album and attaches the uploaded photos (tempKey in the query). */
export function createPhotoAlbum({ classId, tempKey, fields }: CreatePhotoAlbumInput) {
  return call(photoEndpoints.create, { params: { classId }, query: { tempKey }, body: fields });
}

/** Errors are the form's to show (field details on the fields). */
export function useCreatePhotoAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhotoAlbum,
    onSuccess: (album) => {
      queryClient.setQueryData(photoKeys.detail(album.classId, album.photoId), album);
      return queryClient.invalidateQueries({ queryKey: photoKeys.lists() });
    },
  });
}
