/**
 * Calendar helpers for the seeds. Calendar days are `yyyy-MM-dd` strings computed with UTC arithmetic, so the
 * machine's local time zone never matters; "today" and instants use the centre's time zone explicitly.
 */

const DAY_MS = 86_400_000;

/** Today in the given IANA time zone, `yyyy-MM-dd` (never the machine's local date). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function toUtc(date: string): number {
  return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(toUtc(date)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The Monday of the week containing date (weekly menus and class weeks start on Monday). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Fixed-date public holidays (양력); lunar holidays move every year and are left out of the demo calendar. */
const FIXED_HOLIDAYS = new Set(['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25']);

/** A weekday that is not a fixed public holiday. */
export function isSchoolDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !FIXED_HOLIDAYS.has(date.slice(5));
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

/** Korean school year (학년도): it starts on 1 March. */
export function schoolYearOf(date: string): number {
  const year = +date.slice(0, 4);
  return +date.slice(5, 7) >= 3 ? year : year - 1;
}

/** A random-looking but deterministic day of a calendar year, not after `notAfter`. */
export function dayOfYear(year: number, fraction: number, notAfter?: string): string {
  const start = `${year}-01-01`;
  const length = daysBetween(start, `${year}-12-31`) + 1;
  const date = addDays(start, Math.min(length - 1, Math.floor(fraction * length)));
  return notAfter && date > notAfter ? notAfter : date;
}

/** Per zone and day: the UTC offset when it is constant over the whole local day, null around a DST change. */
const dayOffsets = new Map<string, number | null>();

/** `yyyy-MM-dd` + `HH:mm` in the given time zone → the UTC instant (cached per day: the large seed calls it a lot). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const midnight = toUtc(date);
  const guess = midnight + (+time.slice(0, 2) * 60 + +time.slice(3, 5)) * 60_000;
  const key = `${timeZone}|${date}`;
  let dayOffset = dayOffsets.get(key);
  if (dayOffset === undefined) {
    // offsets lie within ±14 h: if they agree on both sides of the local day, it has no change
    const before = zoneOffsetMs(midnight - 14 * 3_600_000, timeZone);
    const after = zoneOffsetMs(midnight + DAY_MS + 14 * 3_600_000, timeZone);
    dayOffset = before === after ? before : null;
    dayOffsets.set(key, dayOffset);
  }
  if (dayOffset !== null) return new Date(guess - dayOffset);
  const first = guess - zoneOffsetMs(guess, timeZone);
  // a second pass settles instants near a DST change
  return new Date(guess - zoneOffsetMs(first, timeZone));
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Constructing Intl.DateTimeFormat is slow: one per time zone, reused. */
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = offsetFormat(timeZone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** `HH:mm` from minutes after midnight. */
export function hhmm(minutes: number): string {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
