import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { classKeys } from './list-classes';

/** 409 with what to do first when children or teachers are still in it. */
export function deleteClass(classId: number) {
  return call(classEndpoints.delete, { params: { id: classId } });
}

/** The page shows a refusal (409: who is still in the class) where the director is looking. */
export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: async ({ classId }) => {
      queryClient.removeQueries({ queryKey: classKeys.detail(classId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: classKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: classKeys.colors() }),
      ]);
    },
  });
}
