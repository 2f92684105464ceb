import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherDetail } from '@kg/contract';
import { apiDelete } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyTeacherChange } from './get-teacher';

/** DELETE /api/v2/teacher/admin/{id}: deactivates (history kept, sessions end at once). */
export function deactivateTeacher(tno: number): Promise<TeacherDetail> {
  return apiDelete<TeacherDetail>(`/api/v2/teacher/admin/${tno}`);
}

export function useDeactivateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateTeacher, onSuccess: (teacher) => applyTeacherChange(queryClient, teacher), onError: showApiError });
}
