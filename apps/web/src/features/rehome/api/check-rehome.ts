import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RehomeActionBody, Rehome } from '@kg/contract';
import { apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyRehomeChange } from './get-rehome';

/** PUT /api/v2/story/rehome/check: the teacher confirmed the consent (again is harmless). */
export function checkRehome(body: RehomeActionBody): Promise<Rehome> {
  return apiPut<Rehome>('/api/v2/story/rehome/check', body);
}

export function useCheckRehome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkRehome,
    onSuccess: (rehome) => applyRehomeChange(queryClient, rehome),
    onError: showApiError,
  });
}
