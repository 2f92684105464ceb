import { addDays, daysBetween, isoWeekday } from '@kg/contract';

/**
 * The demo's school calendar, on the contract's date arithmetic: which days children come (weekdays that are not a
 * fixed public holiday) and deterministic days of a year for generated records.
 */

/** Fixed-date public holidays (양력); lunar holidays move every year and are left out of the demo calendar. */
const FIXED_HOLIDAYS = new Set(['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25']);

/** A weekday that is not a fixed public holiday. */
export function isSchoolDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !FIXED_HOLIDAYS.has(date.slice(5));
}

/** `date` itself on a school day, else the school day before it (`later`: after it), for events placed near today. */
export function schoolDayNear(date: string, later = false): string {
  let d = date;
  while (!isSchoolDay(d)) d = addDays(d, later ? 1 : -1);
  return d;
}

/** The n school days before date (not including it), oldest first. */
export function previousSchoolDays(date: string, n: number): string[] {
  const days: string[] = [];
  for (let d = addDays(date, -1); days.length < n; d = addDays(d, -1)) if (isSchoolDay(d)) days.push(d);
  return days.reverse();
}

/** School days in [from, to], oldest first. */
export function schoolDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isSchoolDay(d)) days.push(d);
  return days;
}

/** A random-looking but deterministic day of a calendar year, not after `notAfter`. */
export function dayOfYear(year: number, fraction: number, notAfter?: string): string {
  const start = `${year}-01-01`;
  const length = daysBetween(start, `${year}-12-31`) + 1;
  const date = addDays(start, Math.min(length - 1, Math.floor(fraction * length)));
  return notAfter && date > notAfter ? notAfter : date;
}
