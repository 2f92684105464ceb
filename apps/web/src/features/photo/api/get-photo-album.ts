import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoAlbum } from '@kg/contract';
import { apiGet } from '@/api/client';
import { photoKeys } from './list-photo-albums';

/** GET /api/v2/story/photo/{classId}/{id}: the album with its photos and tagged children. */
export function getPhotoAlbum(classId: number, photoId: number): Promise<PhotoAlbum> {
  return apiGet<PhotoAlbum>(`/api/v2/story/photo/${classId}/${photoId}`);
}

export function getPhotoAlbumQueryOptions(classId: number, photoId: number) {
  return queryOptions({ queryKey: photoKeys.detail(classId, photoId), queryFn: () => getPhotoAlbum(classId, photoId) });
}

export function useGetPhotoAlbum(classId: number, photoId: number) {
  return useQuery(getPhotoAlbumQueryOptions(classId, photoId));
}
