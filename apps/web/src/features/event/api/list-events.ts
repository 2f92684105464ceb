import { eventEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** One page of events for the URL's search (latest 행사일 first); `date` finds the events whose days meet the range. */
export function listEvents(search: ListSearch) {
  const { page, size, searchType, keyword, startDate, endDate } = search;
  return call(eventEndpoints.search, { query: { page, size, searchType, keyword, startDate, endDate } });
}
