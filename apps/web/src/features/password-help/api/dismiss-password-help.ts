import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordHelpEndpoints, type PasswordHelpRealm } from '@kg/contract';
import { call } from '@/api/client';
import { passwordHelpKeys } from './list-password-help';

export function dismissPasswordHelp(id: number) {
  return call(passwordHelpEndpoints.dismiss, { params: { id } });
}

export function useDismissPasswordHelp(realm: PasswordHelpRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPasswordHelp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passwordHelpKeys.list(realm) }),
  });
}
