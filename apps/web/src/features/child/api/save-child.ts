import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childEndpoints, type ChildInput } from '@kg/contract';
import { call } from '@/api/client';
import { applyChildChange } from './get-child';

/** Registers a child with contacts and pick-up persons. */
export function createChild(body: ChildInput) {
  return call(childEndpoints.create, { body });
}

/** Replaces the record (contacts and pick-up persons as given). */
export function updateChild({ childCode, body }: { childCode: number; body: ChildInput }) {
  return call(childEndpoints.update, { params: { id: childCode }, body });
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
