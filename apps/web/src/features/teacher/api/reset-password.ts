import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherPasswordReset } from '@kg/contract';
import { apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { teacherKeys } from './list-teachers';

/** PUT /api/v2/teacher/admin/reset-passwd?tno=: a one-time password, answered once (never cached). */
export function resetPassword(tno: number): Promise<TeacherPasswordReset> {
  return apiPut<TeacherPasswordReset>('/api/v2/teacher/admin/reset-passwd', undefined, { params: { tno } });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ tno }) => queryClient.invalidateQueries({ queryKey: teacherKeys.detail(tno) }),
    onError: showApiError,
  });
}
