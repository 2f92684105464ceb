import { queryOptions, useQuery } from '@tanstack/react-query';
import { holidayEndpoints, type HolidayListQuery } from '@kg/contract';
import { call } from '@/api/client';

export const holidayKeys = {
  all: ['holiday'] as const,
  list: (query: HolidayListQuery) => [...holidayKeys.all, 'list', query.year, query.month ?? null] as const,
};

/** A year's (or a month's) holidays of the session's centre: national ones and the centre's own days. */
export function listHolidays(query: HolidayListQuery) {
  return call(holidayEndpoints.list, { query });
}

export function listHolidaysQueryOptions(query: HolidayListQuery) {
  // the calendar changes rarely: a day's screens may reuse it for a while
  return queryOptions({ queryKey: holidayKeys.list(query), queryFn: () => listHolidays(query), staleTime: 5 * 60_000 });
}

export function useListHolidays(query: HolidayListQuery) {
  return useQuery(listHolidaysQueryOptions(query));
}
