import dayjs from 'dayjs';
import { DATE_PATTERN, weekMondayOf } from '@kg/contract';

/** Query keys of 주간 식단표; every mutation invalidates through `all` (a save changes weeks, lists and checks). */
export const menuKeys = {
  all: ['menu'] as const,
  byDate: (monday: string) => [...menuKeys.all, 'week', monday] as const,
  detail: (menuId: number) => [...menuKeys.all, 'detail', menuId] as const,
  form: (monday: string) => [...menuKeys.all, 'form', monday] as const,
  lists: () => [...menuKeys.all, 'list'] as const,
  dishes: (keyword: string) => [...menuKeys.all, 'dishes', keyword] as const,
  allergy: (classId: number, startDate: string, endDate: string) => [...menuKeys.all, 'allergy', classId, startDate, endDate] as const,
  classes: () => [...menuKeys.all, 'classes'] as const,
};

/** Today on the browser's (the centre's) calendar. */
export const today = () => dayjs().format('YYYY-MM-DD');
export const thisWeekMonday = () => weekMondayOf(today());

/** The Monday of a week an address names by any of its days; `fallback` when it names none or no real day. */
export function mondayOf(given: string | null, fallback: string = thisWeekMonday()): string {
  return given && DATE_PATTERN.test(given) && dayjs(given).isValid() ? weekMondayOf(given) : fallback;
}
