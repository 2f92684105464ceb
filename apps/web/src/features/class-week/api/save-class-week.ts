import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassWeek, SaveClassWeekInput } from '@kg/contract';
import { apiPost } from '@/api/client';
import { classWeekKeys } from './get-class-week-form';

/** POST /api/v2/story/class-week: creates or replaces the week's plan. */
export function saveClassWeek(body: SaveClassWeekInput): Promise<ClassWeek> {
  return apiPost<ClassWeek>('/api/v2/story/class-week', body);
}

export function useSaveClassWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClassWeek,
    onSuccess: (week) => {
      queryClient.setQueryData(classWeekKeys.form(week.classId, week.weekStart), week);
      return queryClient.invalidateQueries({ queryKey: classWeekKeys.lists() });
    },
  });
}
