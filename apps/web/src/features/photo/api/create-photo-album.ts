import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoAlbum, PhotoAlbumFieldsInput } from '@kg/contract';
import { apiPost } from '@/api/client';
import { photoKeys } from './list-photo-albums';

export type CreatePhotoAlbumInput = { classId: number; tempKey: string; fields: PhotoAlbumFieldsInput };

/** POST /api/v2/story/photo/new/{classId}?tempKey=: saves the album and attaches the uploaded photos. */
export function createPhotoAlbum({ classId, tempKey, fields }: CreatePhotoAlbumInput): Promise<PhotoAlbum> {
  return apiPost<PhotoAlbum>(`/api/v2/story/photo/new/${classId}`, fields, { params: { tempKey } });
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
