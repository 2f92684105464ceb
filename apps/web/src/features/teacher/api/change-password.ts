import { useMutation } from '@tanstack/react-query';
import type { ChangeTeacherPasswordBody } from '@kg/contract';
import { apiPut } from '@/api/client';
import { refreshSession } from './refresh-session';

/** PUT /api/v2/teacher/change-password?tno=: the own password, with the current one; other devices sign out. */
export function changePassword({ tno, body }: { tno: number; body: ChangeTeacherPasswordBody }): Promise<null> {
  return apiPut<null>('/api/v2/teacher/change-password', body, { params: { tno } });
}

/** Errors are the form's to show; success clears the forced change in the session. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: () => refreshSession().catch(() => undefined) });
}
