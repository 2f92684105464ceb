import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { eventKeys } from './event-keys';

/** The event with its photos and attachments. */
export function deleteEvent(eventId: number) {
  return call(eventEndpoints.delete, { params: { eventId } });
}

/** Errors are the caller's to show (the detail's delete). */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_result, eventId) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.calendars() }),
      ]);
    },
  });
}
