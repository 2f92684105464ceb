import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classEndpoints, type ClassInput } from '@kg/contract';
import { call } from '@/api/client';
import { applyClassChange } from './get-class';

export function updateClass({ classId, body }: { classId: number; body: ClassInput }) {
  return call(classEndpoints.update, { params: { id: classId }, body });
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClass, onSuccess: (detail) => applyClassChange(queryClient, detail) });
}
