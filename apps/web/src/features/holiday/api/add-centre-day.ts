import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holidayEndpoints, type CentreDayBody } from '@kg/contract';
import { call } from '@/api/client';
import { holidayKeys } from './list-holidays';

/** A centre's closed day, or 정상 운영 on a national holiday. */
export function addCentreDay(body: CentreDayBody) {
  return call(holidayEndpoints.create, { body });
}

/** Errors are the caller's to show (on the form's fields). */
export function useAddCentreDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCentreDay, onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }) });
}
