import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentEndpoints, type CreateParentInput } from '@kg/contract';
import { call } from '@/api/client';
import { childKeys } from './child-keys';

/** A new parent account linked to the child; the answer carries its one-time password. */
export function addParent({ childCode, body }: { childCode: number; body: CreateParentInput }) {
  return call(parentEndpoints.createForChild, { params: { id: childCode }, body });
}

/** Field errors go onto the form (the caller's onError); the child's record is reloaded to list the new parent. */
export function useAddParent(childCode: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateParentInput) => addParent({ childCode, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childKeys.detail(childCode) }),
  });
}
