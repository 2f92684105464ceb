import { useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { eventKeys } from './event-keys';

/** One event with its text and files (the server counts the view). */
export function getEvent(eventId: number) {
  return call(eventEndpoints.get, { params: { eventId } });
}

export function useGetEvent(eventId: number) {
  return useQuery({ queryKey: eventKeys.detail(eventId), queryFn: () => getEvent(eventId) });
}
