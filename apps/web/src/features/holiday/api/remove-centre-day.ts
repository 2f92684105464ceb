import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holidayEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { holidayKeys } from './list-holidays';

/** Removes a centre's own day (a closed day, or the 정상 운영 mark of a national one). */
export function removeCentreDay(id: number) {
  return call(holidayEndpoints.delete, { params: { id } });
}

export function useRemoveCentreDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCentreDay, onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }) });
}
