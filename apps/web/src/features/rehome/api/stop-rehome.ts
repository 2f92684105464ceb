import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rehomeEndpoints, type StopRehomeInput } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyRehomeChange } from './get-rehome';

/** Cancelled before the hand-over, with an optional reason. */
export function stopRehome(body: StopRehomeInput) {
  return call(rehomeEndpoints.stop, { body });
}

export function useStopRehome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopRehome,
    onSuccess: (rehome) => applyRehomeChange(queryClient, rehome),
    onError: showApiError,
  });
}
