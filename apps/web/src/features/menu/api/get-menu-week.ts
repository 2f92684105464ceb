import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { menuKeys } from './menu-keys';

/** The menu of the week holding `monday`, or null when it has none. */
export function getMenuWeekByDate(monday: string) {
  return call(menuEndpoints.byDate, { query: { date: monday } });
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function getMenuWeekByDateQueryOptions(monday: string) {
  return queryOptions({ queryKey: menuKeys.byDate(monday), queryFn: () => getMenuWeekByDate(monday), retryOnMount: false });
}

export function useGetMenuWeekByDate(monday: string) {
  return useQuery(getMenuWeekByDateQueryOptions(monday));
}

/** One menu by its number (menu/weekly/{id}). */
export function getMenuWeek(menuId: number) {
  return call(menuEndpoints.get, { params: { id: menuId } });
}

export function getMenuWeekQueryOptions(menuId: number) {
  return queryOptions({ queryKey: menuKeys.detail(menuId), queryFn: () => getMenuWeek(menuId), retryOnMount: false });
}

export function useGetMenuWeek(menuId: number) {
  return useQuery(getMenuWeekQueryOptions(menuId));
}
