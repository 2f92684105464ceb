import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuEndpoints } from '@kg/contract';
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
 * The default zone (DEFAULT_TIME_ZONE, Asia/Seoul) has kept +09:00 all year since 1988, so plain arithmetic gives its
 * day. Intl would load the browser's zone data on first use: ~50 ms of a phone's main thread (12 ms on a desktop's)
 * before the dashboard's requests leave (docs/decisions/013). The test holds this to Intl's answer.
 */
const DEFAULT_ZONE_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The centre's day as this device's clock sees it in the default time zone: the route's loader asks for its
 * allergies beside the dashboard instead of after it. The dashboard's `today` decides; when it differs (a clock that
 * is off, a centre elsewhere), the page asks again for that day.
 */
export function centreTodayGuess(now = new Date()): string {
  return new Date(now.getTime() + DEFAULT_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The allergies of the day the dashboard says is today (the centre's, not the browser's). The page's query starts
 * without a key of its own and takes the loader's once the dashboard has answered; an answer the loader has just
 * had counts as fresh then (a query that changes keys asks again whenever the key's answer is stale).
 */
export function useGetTodayAllergies(classId: number, today: string | undefined) {
  return useQuery({ ...getTodayAllergiesQueryOptions(classId, today ?? ''), staleTime: 60_000, enabled: today !== undefined });
}
