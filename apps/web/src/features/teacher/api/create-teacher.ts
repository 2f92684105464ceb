import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeacherInput, TeacherDetail } from '@kg/contract';
import { apiPost } from '@/api/client';
import { applyTeacherChange } from './get-teacher';

/** POST /api/v2/teacher/new */
export function createTeacher(body: CreateTeacherInput): Promise<TeacherDetail> {
  return apiPost<TeacherDetail>('/api/v2/teacher/new', body);
}

/** Errors are the form's to show. */
export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeacher, onSuccess: (teacher) => applyTeacherChange(queryClient, teacher) });
}
