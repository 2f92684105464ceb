import { photoEndpoints } from '@kg/contract';
import { call } from '@/api/client';
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

/** One page of albums, newest photo date first. */
export function listPhotoAlbums(classId: number, search: ListSearch) {
  return call(photoEndpoints.search, { params: { classId }, query: search });
}
