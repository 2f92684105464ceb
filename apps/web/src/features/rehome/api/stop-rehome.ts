import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StopRehomeInput, Rehome } from '@kg/contract';
import { apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyRehomeChange } from './get-rehome';

/** PUT /api/v2/story/rehome/stop: cancelled before the hand-over, with an optional reason. */
export function stopRehome(body: StopRehomeInput): Promise<Rehome> {
  return apiPut<Rehome>('/api/v2/story/rehome/stop', body);
}

export function useStopRehome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopRehome,
    onSuccess: (rehome) => applyRehomeChange(queryClient, rehome),
    onError: showApiError,
  });
}
