import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { menuKeys } from './menu-keys';

export function deleteMenuWeek(menuId: number) {
  return call(menuEndpoints.delete, { params: { id: menuId } });
}

export function useDeleteMenuWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuWeek,
    onSuccess: ({ menuId }) => {
      queryClient.removeQueries({ queryKey: menuKeys.detail(menuId) });
      return queryClient.invalidateQueries({ queryKey: menuKeys.all });
    },
    onError: showApiError,
  });
}
