import type { FamilyEventListItem } from '@kg/contract';
import { formatDay } from '@/lib/format-date';

/** '2026-11-21 (토) 10:00~12:00', '2026-11-21 (토) ~ 2026-11-23 (월)', or the day alone (종일). */
export function eventWhen(event: Pick<FamilyEventListItem, 'startDate' | 'endDate' | 'startTime' | 'endTime'>): string {
  const days = event.endDate && event.endDate !== event.startDate ? `${formatDay(event.startDate)} ~ ${formatDay(event.endDate)}` : formatDay(event.startDate);
  const time = event.startTime ? ` ${event.startTime}${event.endTime ? `~${event.endTime}` : ''}` : '';
  return days + time;
}
