import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rehomeEndpoints, type EndRehomeInput } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyRehomeChange } from './get-rehome';

/** The child was handed over; an unauthorised pickup person needs override.reason. */
export function endRehome(body: EndRehomeInput) {
  return call(rehomeEndpoints.end, { body });
}

export function useEndRehome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endRehome,
    onSuccess: (rehome) => applyRehomeChange(queryClient, rehome),
    onError: showApiError,
  });
}
