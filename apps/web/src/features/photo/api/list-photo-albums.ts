import { useQuery } from '@tanstack/react-query';
import type { PhotoAlbumPage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 사진첩: every list page under lists(), every album under details(). */
export const photoKeys = {
  all: ['photo'] as const,
  lists: () => [...photoKeys.all, 'list'] as const,
  list: (classId: number) => [...photoKeys.lists(), classId] as const,
  details: () => [...photoKeys.all, 'detail'] as const,
  detail: (classId: number, photoId: number) => [...photoKeys.details(), classId, photoId] as const,
  children: (classId: number) => [...photoKeys.all, 'children', classId] as const,
};

/** GET /api/v2/story/photo/search/{classId}: one page of albums, newest photo date first. */
export function listPhotoAlbums(classId: number, search: ListSearch): Promise<PhotoAlbumPage> {
  return apiGet<PhotoAlbumPage>(`/api/v2/story/photo/search/${classId}`, search);
}

export function listPhotoAlbumsQueryOptions(classId: number, search: ListSearch) {
  return listQueryOptions(photoKeys.list(classId), (s) => listPhotoAlbums(classId, s), search);
}

export function useListPhotoAlbums(classId: number, search: ListSearch) {
  return useQuery(listPhotoAlbumsQueryOptions(classId, search));
}
