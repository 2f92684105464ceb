import { useQuery } from '@tanstack/react-query';
import { photoEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { photoKeys } from './list-photo-albums';

/** The class's children, with their photo-sharing consent. */
export function listPhotoChildren(classId: number) {
  return call(photoEndpoints.children, { params: { classId } });
}

export function useListPhotoChildren(classId: number) {
  return useQuery({ queryKey: photoKeys.children(classId), queryFn: () => listPhotoChildren(classId) });
}
