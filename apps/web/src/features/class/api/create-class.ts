import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassDetail, ClassInput } from '@kg/contract';
import { apiPost } from '@/api/client';
import { applyClassChange } from './get-class';

/** POST /api/v2/class/new */
export function createClass(body: ClassInput): Promise<ClassDetail> {
  return apiPost<ClassDetail>('/api/v2/class/new', body);
}

/** Errors are the form's to show (field details on the fields, the rest in the alert). */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClass, onSuccess: (detail) => applyClassChange(queryClient, detail) });
}
