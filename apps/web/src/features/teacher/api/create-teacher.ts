import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherEndpoints, type CreateTeacherInput } from '@kg/contract';
import { call } from '@/api/client';
import { applyTeacherChange } from './get-teacher';

export function createTeacher(body: CreateTeacherInput) {
  return call(teacherEndpoints.create, { body });
}

/** Errors are the form's to show. */
export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeacher, onSuccess: (teacher) => applyTeacherChange(queryClient, teacher) });
}
