import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { facilityKeys } from './list-facilities';

/** The space and its photos. */
export function deleteFacility(facilityId: number) {
  return call(facilityEndpoints.delete, { params: { facilityId } });
}

export function useDeleteFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFacility,
    onSuccess: (_result, facilityId) => {
      queryClient.removeQueries({ queryKey: facilityKeys.detail(facilityId) });
      return queryClient.invalidateQueries({ queryKey: facilityKeys.list() });
    },
    onError: showApiError,
  });
}
