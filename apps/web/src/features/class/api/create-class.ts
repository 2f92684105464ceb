import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classEndpoints, type ClassInput } from '@kg/contract';
import { call } from '@/api/client';
import { applyClassChange } from './get-class';

export function createClass(body: ClassInput) {
  return call(classEndpoints.create, { body });
}

/** Errors are the form's to show (field details on the fields, the rest in the alert). */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClass, onSuccess: (detail) => applyClassChange(queryClient, detail) });
}
