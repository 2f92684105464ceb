import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reserveEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { reserveKeys } from './list-reservations';

/** The month's (yyyy-MM) reservations per day. */
export function getReservationCalendar(month: string) {
  return call(reserveEndpoints.calendar, { query: { month } });
}

export function getReservationCalendarQueryOptions(month: string) {
  return queryOptions({ queryKey: reserveKeys.calendar(month), queryFn: () => getReservationCalendar(month), placeholderData: keepPreviousData });
}

export function useGetReservationCalendar(month: string) {
  return useQuery(getReservationCalendarQueryOptions(month));
}
