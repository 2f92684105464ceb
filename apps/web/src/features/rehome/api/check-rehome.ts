import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rehomeEndpoints, type RehomeActionBody } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyRehomeChange } from './get-rehome';

/** The teacher confirmed the consent (again is harmless). */
export function checkRehome(body: RehomeActionBody) {
  return call(rehomeEndpoints.check, { body });
}

export function useCheckRehome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkRehome,
    onSuccess: (rehome) => applyRehomeChange(queryClient, rehome),
    onError: showApiError,
  });
}
