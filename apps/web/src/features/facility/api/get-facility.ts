import { useQuery } from '@tanstack/react-query';
import { facilityEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { facilityKeys } from './list-facilities';

/** One space with its photos in order (for the edit form). */
export function getFacility(facilityId: number) {
  return call(facilityEndpoints.get, { params: { facilityId } });
}

export function useGetFacility(facilityId: number) {
  return useQuery({ queryKey: facilityKeys.detail(facilityId), queryFn: () => getFacility(facilityId) });
}
