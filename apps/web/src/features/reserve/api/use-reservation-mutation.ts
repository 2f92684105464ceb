import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showApiError } from '@/lib/show-api-error';
import { reserveKeys } from './list-reservations';

/** A change to reservations: every list page and month refetches; errors go to the alert unless the form handles them. */
export function useReservationMutation<V, R>(mutationFn: (variables: V) => Promise<R>, options: { showErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reserveKeys.all }),
    onError: options.showErrors === false ? undefined : showApiError,
  });
}
