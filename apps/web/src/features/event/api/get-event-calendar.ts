import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { EVENT_MONTH_PATTERN, eventEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { recordIdOf } from '@/lib/record-id';
import { eventKeys } from './event-keys';

export type EventView = {
  isCalendar: boolean;
  /** yyyy-MM (default this month) */
  month: string;
  /** an admin's class filter (calendar and .ics); undefined = the whole centre */
  classId: number | undefined;
};

/**
 * What the address asks the page for: the month calendar (the default; `?month=yyyy-MM&classId=`) or the list
 * (`?view=list` and the list's own search). An invalid value falls back to the default.
 */
export function eventViewOf(search: URLSearchParams): EventView {
  const month = search.get('month') ?? '';
  return {
    isCalendar: search.get('view') !== 'list',
    month: EVENT_MONTH_PATTERN.test(month) ? month : dayjs().format('YYYY-MM'),
    classId: recordIdOf(search.get('classId')) ?? undefined,
  };
}

/** Every event meeting the month (yyyy-MM); with a class: its own and the centre's. */
export function getEventCalendar(month: string, classId: number | undefined) {
  return call(eventEndpoints.calendar, { query: classId === undefined ? { month } : { month, classId } });
}

export function useEventCalendar(month: string, classId: number | undefined) {
  return useQuery({
    queryKey: eventKeys.calendar(month, classId),
    queryFn: () => getEventCalendar(month, classId),
    placeholderData: keepPreviousData,
  });
}
