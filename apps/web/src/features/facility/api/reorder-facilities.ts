import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityEndpoints, type Facility } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { facilityKeys } from './list-facilities';

const REORDER_KEY = [...facilityKeys.all, 'reorder'] as const;

/** Every space's id in the new order. */
export function reorderFacilities(facilityIds: number[]) {
  return call(facilityEndpoints.reorder, { body: { facilityIds } });
}

/** `ids` in order, then any space the cache has that `ids` leaves out (none, normally). */
function arrange(list: readonly Facility[], ids: readonly number[]): Facility[] {
  const byId = new Map(list.map((f) => [f.facilityId, f]));
  const placed = ids.flatMap((id) => byId.get(id) ?? []);
  return [...placed, ...list.filter((f) => !ids.includes(f.facilityId))];
}

/**
 * Moves the spaces at once (optimistic): the list shows the new order while the call runs and goes back to the old
 * one, with the server's message, when it is refused. The list is read again after the last of quick moves.
 */
export function useReorderFacilities() {
  const queryClient = useQueryClient();
  const key = facilityKeys.list();
  return useMutation({
    mutationKey: REORDER_KEY,
    mutationFn: reorderFacilities,
    onMutate: async (facilityIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Facility[]>(key);
      if (previous) queryClient.setQueryData<Facility[]>(key, arrange(previous, facilityIds));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showApiError(error);
    },
    // quick moves one after another: only the last one reads the list again (an earlier answer must not undo a later move)
    onSettled: () => (queryClient.isMutating({ mutationKey: REORDER_KEY }) === 1 ? queryClient.invalidateQueries({ queryKey: key }) : undefined),
  });
}
