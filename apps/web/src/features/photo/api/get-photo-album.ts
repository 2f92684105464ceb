import { useQuery } from '@tanstack/react-query';
import { photoEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { photoKeys } from './list-photo-albums';

/** The album with its photos and tagged children. */
export function getPhotoAlbum(classId: number, photoId: number) {
  return call(photoEndpoints.get, { params: { classId, id: photoId } });
}

export function useGetPhotoAlbum(classId: number, photoId: number) {
  return useQuery({ queryKey: photoKeys.detail(classId, photoId), queryFn: () => getPhotoAlbum(classId, photoId) });
}
