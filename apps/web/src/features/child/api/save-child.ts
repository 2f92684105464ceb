import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child, ChildInput } from '@kg/contract';
import { apiPost, apiPut } from '@/api/client';
import { applyChildChange } from './get-child';

/** POST /api/v2/child/: registers a child with contacts and pick-up persons. */
export function createChild(body: ChildInput): Promise<Child> {
  return apiPost<Child>('/api/v2/child/', body);
}

/** PUT /api/v2/child/{id}: replaces the record (contacts and pick-up persons as given). */
export function updateChild({ childCode, body }: { childCode: number; body: ChildInput }): Promise<Child> {
  return apiPut<Child>(`/api/v2/child/${childCode}`, body);
}

/** Field errors go onto the form (the caller's onError), so no global alert here. */
export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createChild, onSuccess: (child) => applyChildChange(queryClient, child) });
}

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateChild, onSuccess: (child) => applyChildChange(queryClient, child) });
}
