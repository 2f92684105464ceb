import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { teacherKeys } from './list-teachers';

/** A one-time password, answered once (never cached). */
export function resetPassword(tno: number) {
  return call(teacherEndpoints.resetPassword, { query: { tno } });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ tno }) => queryClient.invalidateQueries({ queryKey: teacherKeys.detail(tno) }),
    onError: showApiError,
  });
}
