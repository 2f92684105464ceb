import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { DATE_PATTERN, weekMondayOf } from '@kg/contract';

/** The address parameter of a week page: any day of the week shown; none is this week. */
export const WEEK_PARAM = 'week';

/** Today on the browser's (the centre's) calendar. */
export const today = () => dayjs().format('YYYY-MM-DD');
export const thisWeekMonday = () => weekMondayOf(today());

/** The Monday of a week an address names by any of its days; `fallback` when it names none or no real day. */
export function mondayOf(given: string | null, fallback: string = thisWeekMonday()): string {
  return given && DATE_PATTERN.test(given) && dayjs(given).isValid() ? weekMondayOf(given) : fallback;
}

export type WeekParam = { monday: string; thisMonday: string; goTo: (monday: string) => void };

/** The week a page shows, kept in the address (`?week=`; this week leaves it out), and a move to another week. */
export function useWeekParam(): WeekParam {
  const [params, setParams] = useSearchParams();
  const thisMonday = thisWeekMonday();
  const goTo = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === thisMonday) search.delete(WEEK_PARAM);
    else search.set(WEEK_PARAM, next);
    setParams(search);
  };
  return { monday: mondayOf(params.get(WEEK_PARAM)), thisMonday, goTo };
}
