import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { classWeekKeys } from './get-class-week-form';

/** DELETE /api/v2/story/class-week/{id}. */
export function deleteClassWeek(classWeekId: number): Promise<{ classWeekId: number }> {
  return apiDelete<{ classWeekId: number }>(`/api/v2/story/class-week/${classWeekId}`);
}

export function useDeleteClassWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClassWeek,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classWeekKeys.all }),
    onError: showApiError,
  });
}
