import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { teacherEndpoints, type TeacherAdminInput, type TeacherDetail, type TeacherProfileInput } from '@kg/contract';
import { call } from '@/api/client';
import { useSessionStore } from '@/stores/session';
import { applyTeacherChange } from './get-teacher';
import { refreshSession } from './refresh-session';

/** Name, phone and e-mail (own record, or by an admin/manager). */
export function updateProfile({ tno, body }: { tno: number; body: TeacherProfileInput }) {
  return call(teacherEndpoints.updateProfile, { params: { id: tno }, body });
}

/** Role, class and active on top of the profile. */
export function adminUpdateTeacher({ tno, body }: { tno: number; body: TeacherAdminInput }) {
  return call(teacherEndpoints.adminUpdate, { params: { id: tno }, body });
}

/** A change to one's own record also refreshes the session (the header's name, photo and class). */
export async function afterTeacherChange(queryClient: QueryClient, teacher: TeacherDetail) {
  await applyTeacherChange(queryClient, teacher);
  if (useSessionStore.getState().profile?.tno === teacher.tno) await refreshSession().catch(() => undefined);
}

/** Errors are the form's to show. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (teacher) => afterTeacherChange(queryClient, teacher) });
}

export function useAdminUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adminUpdateTeacher, onSuccess: (teacher) => afterTeacherChange(queryClient, teacher) });
}
