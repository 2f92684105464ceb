import { useMutation } from '@tanstack/react-query';
import { teacherEndpoints, type ChangeTeacherPasswordBody } from '@kg/contract';
import { call } from '@/api/client';
import { refreshSession } from './refresh-session';

/** The own password, with the current one; other devices sign out. */
export function changePassword({ tno, body }: { tno: number; body: ChangeTeacherPasswordBody }) {
  return call(teacherEndpoints.changePassword, { query: { tno }, body });
}

/** Errors are the form's to show; success clears the forced change in the session. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: () => refreshSession().catch(() => undefined) });
}
