import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuEndpoints, type SaveMenuWeekInput } from '@kg/contract';
import { call } from '@/api/client';
import { menuKeys } from './menu-keys';

/** Creates or replaces the week's menu. */
export function saveMenuWeek(body: SaveMenuWeekInput) {
  return call(menuEndpoints.save, { body });
}

export function useSaveMenuWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuWeek,
    onSuccess: (week) => {
      queryClient.setQueryData(menuKeys.byDate(week.weekMonday), week);
      if (week.menuId !== null) queryClient.setQueryData(menuKeys.detail(week.menuId), week);
      return queryClient.invalidateQueries({ queryKey: menuKeys.all, predicate: (q) => q.queryKey[1] !== 'week' && q.queryKey[1] !== 'detail' });
    },
  });
}
