import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationCalendar } from '@kg/contract';
import { apiGet } from '@/api/client';
import { reserveKeys } from './list-reservations';

/** GET /api/v2/reserve/calendar?month=yyyy-MM: the month's reservations per day. */
export function getReservationCalendar(month: string): Promise<ReservationCalendar> {
  return apiGet<ReservationCalendar>('/api/v2/reserve/calendar', { month });
}

export function getReservationCalendarQueryOptions(month: string) {
  return queryOptions({ queryKey: reserveKeys.calendar(month), queryFn: () => getReservationCalendar(month), placeholderData: keepPreviousData });
}

export function useGetReservationCalendar(month: string) {
  return useQuery(getReservationCalendarQueryOptions(month));
}
