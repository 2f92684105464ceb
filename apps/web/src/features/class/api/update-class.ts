import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassDetail, ClassInput } from '@kg/contract';
import { apiPut } from '@/api/client';
import { applyClassChange } from './get-class';

/** PUT /api/v2/class/{id} */
export function updateClass({ classId, body }: { classId: number; body: ClassInput }): Promise<ClassDetail> {
  return apiPut<ClassDetail>(`/api/v2/class/${classId}`, body);
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClass, onSuccess: (detail) => applyClassChange(queryClient, detail) });
}
