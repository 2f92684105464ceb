import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndRehomeInput, Rehome } from '@kg/contract';
import { apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyRehomeChange } from './get-rehome';

/** PUT /api/v2/story/rehome/end: the child was handed over; an unauthorised pickup person needs override.reason. */
export function endRehome(body: EndRehomeInput): Promise<Rehome> {
  return apiPut<Rehome>('/api/v2/story/rehome/end', body);
}

export function useEndRehome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endRehome,
    onSuccess: (rehome) => applyRehomeChange(queryClient, rehome),
    onError: showApiError,
  });
}
