import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, menuEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { dashboardKeys } from './list-story-classes';

/** Today's menu checked against the class's children's allergies (docs/product/menu.md#the-check). */
export function getTodayAllergies(classId: number, today: string) {
  return call(menuEndpoints.allergyCheck, { query: { classId, startDate: today } });
}

/** Asked on each opening of the dashboard, like its counts (the route's loader asks; the page does not ask again). */
export function getTodayAllergiesQueryOptions(classId: number, today: string) {
  return queryOptions({
    queryKey: [...dashboardKeys.all, 'allergy', classId, today],
    queryFn: () => getTodayAllergies(classId, today),
    staleTime: 0,
    refetchOnMount: false,
    retryOnMount: false,
  });
}

/**
 * The centre's day as this device's clock sees it in the default time zone: the route's loader asks for its
 * allergies beside the dashboard instead of after it. The dashboard's `today` decides; when it differs (a clock that
 * is off, a centre elsewhere), the page asks again for that day.
 */
export function centreTodayGuess(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The allergies of the day the dashboard says is today (the centre's, not the browser's). The page's query starts
 * without a key of its own and takes the loader's once the dashboard has answered; an answer the loader has just
 * had counts as fresh then (a query that changes keys asks again whenever the key's answer is stale).
 */
export function useGetTodayAllergies(classId: number, today: string | undefined) {
  return useQuery({ ...getTodayAllergiesQueryOptions(classId, today ?? ''), staleTime: 60_000, enabled: today !== undefined });
}
