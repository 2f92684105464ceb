import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints, type Event, type EventInput, type UpdateEventInput } from '@kg/contract';
import { call } from '@/api/client';
import { eventKeys } from './event-keys';

export type SaveEventInput =
  | { eventId?: undefined; tempKey: string | undefined; body: EventInput }
  | { eventId: number; tempKey: string | undefined; body: UpdateEventInput };

/** Saves an event (`create` or `update`); its photos, attachments and text images attach by the tempKey in the query. */
export function saveEvent(input: SaveEventInput): Promise<Event> {
  const query = input.tempKey ? { tempKey: input.tempKey } : {};
  return input.eventId === undefined
    ? call(eventEndpoints.create, { query, body: input.body })
    : call(eventEndpoints.update, { params: { eventId: input.eventId }, query, body: input.body });
}

/** Errors are the form's to show (field details on the fields). */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.eventId), event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.calendars() }),
      ]);
    },
  });
}
