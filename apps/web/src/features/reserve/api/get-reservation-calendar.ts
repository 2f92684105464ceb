import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { RESERVATION_MONTH_PATTERN, reserveEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { reserveKeys } from './list-reservations';

/** What the address asks the page for: the list, or the calendar (`?view=calendar&month=`) of a month (default this one). */
export function reserveViewOf(search: URLSearchParams): { isCalendar: boolean; month: string } {
  const month = search.get('month') ?? '';
  return {
    isCalendar: search.get('view') === 'calendar',
    month: RESERVATION_MONTH_PATTERN.test(month) ? month : dayjs().format('YYYY-MM'),
  };
}

/** The month's (yyyy-MM) reservations per day. */
export function getReservationCalendar(month: string) {
  return call(reserveEndpoints.calendar, { query: { month } });
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function getReservationCalendarQueryOptions(month: string) {
  return queryOptions({
    queryKey: reserveKeys.calendar(month),
    queryFn: () => getReservationCalendar(month),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

export function useGetReservationCalendar(month: string) {
  return useQuery(getReservationCalendarQueryOptions(month));
}
