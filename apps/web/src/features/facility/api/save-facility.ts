import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityEndpoints, type Facility, type FacilityInput } from '@kg/contract';
import { call } from '@/api/client';
import { facilityKeys } from './list-facilities';

export type SaveFacilityInput = {
  /** editing this space; a new one otherwise */
  facilityId?: number;
  /** the key of the form's new uploads, when it has any */
  tempKey: string | undefined;
  body: FacilityInput;
};

/**
 * Saves a space (`create` or `update`): its name, description and every photo in the order shown — attached ones and
 * the new uploads of `tempKey` — each with its caption. An attached photo left out is removed by the server.
 */
export function saveFacility({ facilityId, tempKey, body }: SaveFacilityInput): Promise<Facility> {
  const query = tempKey ? { tempKey } : {};
  return facilityId === undefined
    ? call(facilityEndpoints.create, { query, body })
    : call(facilityEndpoints.update, { params: { facilityId }, query, body });
}

/** Errors are the form's to show (field details on the fields). */
export function useSaveFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFacility,
    onSuccess: (facility) => {
      queryClient.setQueryData(facilityKeys.detail(facility.facilityId), facility);
      return queryClient.invalidateQueries({ queryKey: facilityKeys.list() });
    },
  });
}
