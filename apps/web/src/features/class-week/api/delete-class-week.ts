import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classWeekEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { classWeekKeys } from './get-class-week-form';

export function deleteClassWeek(classWeekId: number) {
  return call(classWeekEndpoints.delete, { params: { id: classWeekId } });
}

export function useDeleteClassWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClassWeek,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classWeekKeys.all }),
    onError: showApiError,
  });
}
