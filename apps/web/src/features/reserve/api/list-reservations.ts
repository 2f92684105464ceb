import { reserveEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 상담 예약: list pages under lists(), months under calendars(). */
export const reserveKeys = {
  all: ['reserve'] as const,
  lists: () => [...reserveKeys.all, 'list'] as const,
  calendars: () => [...reserveKeys.all, 'calendar'] as const,
  calendar: (month: string) => [...reserveKeys.calendars(), month] as const,
};

/** One page for the URL's search (newest wished day first). */
export function listReservations(search: ListSearch) {
  return call(reserveEndpoints.search, { query: search });
}
