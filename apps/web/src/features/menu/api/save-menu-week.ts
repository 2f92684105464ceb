import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuEndpoints, type SaveMenuWeekInput } from '@kg/contract';
import { call } from '@/api/client';
import { menuKeys } from './menu-keys';

export type SaveMenuWeekVariables = {
  body: SaveMenuWeekInput;
  /** the key of the meal photos uploaded for this save, when there are any */
  tempKey: string | undefined;
};

/** Creates or replaces the week's menu (with the meal photos uploaded under `tempKey`). */
export function saveMenuWeek({ body, tempKey }: SaveMenuWeekVariables) {
  return call(menuEndpoints.save, { query: tempKey ? { tempKey } : {}, body });
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
