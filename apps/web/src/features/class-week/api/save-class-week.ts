import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classWeekEndpoints, type SaveClassWeekInput } from '@kg/contract';
import { call } from '@/api/client';
import { classWeekKeys } from './get-class-week-form';

/** Creates or replaces the week's plan. */
export function saveClassWeek(body: SaveClassWeekInput) {
  return call(classWeekEndpoints.save, { body });
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
