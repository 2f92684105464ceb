import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoChild } from '@kg/contract';
import { apiGet } from '@/api/client';
import { photoKeys } from './list-photo-albums';

/** GET /api/v2/story/photo/children/{classId}: the class's children, with their photo-sharing consent. */
export function listPhotoChildren(classId: number): Promise<PhotoChild[]> {
  return apiGet<PhotoChild[]>(`/api/v2/story/photo/children/${classId}`);
}

export function listPhotoChildrenQueryOptions(classId: number) {
  return queryOptions({ queryKey: photoKeys.children(classId), queryFn: () => listPhotoChildren(classId) });
}

export function useListPhotoChildren(classId: number) {
  return useQuery(listPhotoChildrenQueryOptions(classId));
}
