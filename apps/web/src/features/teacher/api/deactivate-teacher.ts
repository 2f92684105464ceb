import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyTeacherChange } from './get-teacher';

/** Deactivates (history kept, sessions end at once). */
export function deactivateTeacher(tno: number) {
  return call(teacherEndpoints.deactivate, { params: { id: tno } });
}

export function useDeactivateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateTeacher, onSuccess: (teacher) => applyTeacherChange(queryClient, teacher), onError: showApiError });
}
