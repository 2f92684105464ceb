import { useQueries, type QueryClient } from '@tanstack/react-query';
import type { Holiday, HolidayListQuery } from '@kg/contract';
import { listHolidaysQueryOptions } from './list-holidays';

/** The months (as list queries) a range of days meets: a week may run into the next month or year. */
function monthsOf(from: string, to: string): HolidayListQuery[] {
  const months: HolidayListQuery[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push({ year, month });
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return months;
}

const within = (items: readonly Holiday[], from: string, to: string) => items.filter((h) => h.date >= from && h.date <= to);

/** The centre's holidays from `from` to `to` (yyyy-MM-dd), for marking a week or a month; empty while loading. */
export function useHolidaysBetween(from: string, to: string): Holiday[] {
  const results = useQueries({ queries: monthsOf(from, to).map((m) => listHolidaysQueryOptions(m)) });
  return within(
    results.flatMap((r) => r.data?.items ?? []),
    from,
    to,
  );
}

/** The same, fetched once (a button's action: "지난주 식단 복사" leaves the holidays empty). */
export async function fetchHolidaysBetween(queryClient: QueryClient, from: string, to: string): Promise<Holiday[]> {
  const lists = await Promise.all(monthsOf(from, to).map((m) => queryClient.fetchQuery(listHolidaysQueryOptions(m))));
  return within(
    lists.flatMap((l) => l.items),
    from,
    to,
  );
}
