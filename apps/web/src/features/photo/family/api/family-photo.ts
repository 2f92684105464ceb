import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, endpointUrl, photoFamilyEndpoints } from '@kg/contract';
import { familyCall } from '@/family/api/family-client';

export const familyPhotoKeys = {
  all: ['family', 'photo'] as const,
  month: (childCode: number, month: string) => [...familyPhotoKeys.all, 'month', childCode, month] as const,
  album: (childCode: number, photoId: number) => [...familyPhotoKeys.all, 'album', childCode, photoId] as const,
};

/** A month's albums where the child is tagged, newest first (a month holds far fewer than a page of 100). */
export function familyPhotoMonthQueryOptions(childCode: number, month: string) {
  return queryOptions({
    queryKey: familyPhotoKeys.month(childCode, month),
    queryFn: () => familyCall(photoFamilyEndpoints.list, { params: { childCode }, query: { month, page: 1, size: MAX_PAGE_SIZE } }),
  });
}

export function useFamilyPhotoMonth(childCode: number, month: string) {
  return useQuery(familyPhotoMonthQueryOptions(childCode, month));
}

export function useFamilyPhotoAlbum(childCode: number, photoId: number) {
  return useQuery({
    queryKey: familyPhotoKeys.album(childCode, photoId),
    queryFn: () => familyCall(photoFamilyEndpoints.get, { params: { childCode, photoId } }),
  });
}

/**
 * The month's ZIP as a plain link (family/components/download-button.tsx): the browser streams it to a file as the
 * server writes it (a month of originals is too big to hold in a phone's memory as a blob).
 */
export function familyPhotoZipUrl(childCode: number, month: string): string {
  return `${endpointUrl(photoFamilyEndpoints.zip, { childCode })}?${new URLSearchParams({ month })}`;
}
