/** Calendar arithmetic on `yyyy-MM-dd` strings in UTC (no machine time zone involved), shared by server and web. */

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the (Monday-to-Sunday) week holding `date`: a Sunday belongs to the week before. */
export function weekMondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Monday to Friday of the week starting on `monday`. */
export function schoolDaysOfWeek(monday: string): string[] {
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}
