import dayjs from 'dayjs';
import type { EventListItem } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { formatDay } from '@/lib/format-date';

type When = Pick<EventListItem, 'startDate' | 'endDate' | 'startTime' | 'endTime'>;

const DAY = 'YYYY-MM-DD';

export const isPeriod = (event: When) => event.endDate !== event.startDate;

/** '2026-05-05 (화)', or a period '2026-05-05 (화) ~ 2026-05-07 (목)'. */
export function eventDateText(event: When): string {
  return isPeriod(event) ? `${formatDay(event.startDate)} ~ ${formatDay(event.endDate)}` : formatDay(event.startDate);
}

/** '10:00 ~ 12:00', '10:00 ~', '~ 12:00', or '종일' without times (over a period: each day's times). */
export function eventTimeText(event: When): string {
  if (event.startTime && event.endTime) return `${event.startTime} ~ ${event.endTime}`;
  if (event.startTime) return `${event.startTime} ~`;
  if (event.endTime) return `~ ${event.endTime}`;
  return ko.event.allDay;
}

/** The days (yyyy-MM-dd) of `month` (yyyy-MM) the event is on: every day of a period, clipped to the month. */
export function eventDaysIn(event: When, month: string): string[] {
  const first = dayjs(`${month}-01`);
  const last = first.endOf('month');
  let day = dayjs(event.startDate).isBefore(first) ? first : dayjs(event.startDate);
  const end = dayjs(event.endDate).isAfter(last) ? last : dayjs(event.endDate);
  const days: string[] = [];
  // at most a month's worth of days: a bad period cannot loop for long
  for (let n = 0; !day.isAfter(end, 'day') && n < 31; n++, day = day.add(1, 'day')) days.push(day.format(DAY));
  return days;
}

/** Events by day for a month's calendar: all-day ones first, then by start time, then by title. */
export function eventsByDay<T extends When & { title: string }>(events: readonly T[], month: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const event of events) for (const day of eventDaysIn(event, month)) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  const order = (a: T, b: T) => (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.title.localeCompare(b.title, 'ko');
  for (const list of byDay.values()) list.sort(order);
  return byDay;
}
