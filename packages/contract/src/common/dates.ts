/**
 * The one calendar of server, web and seeds (docs/product/README.md#dates-and-today). Calendar days are `yyyy-MM-dd`
 * strings computed with UTC arithmetic, so the machine's own time zone never matters; "today", "now" and instants name
 * the centre's zone.
 * Pure: no Node or browser API beyond `Intl`.
 */

const DAY_MS = 86_400_000;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const COMPACT_DATE_PATTERN = /^\d{8}$/;

const toUtc = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A `yyyy-MM-dd` that names a day of the calendar (no 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  return DATE_PATTERN.test(date) && fromUtc(toUtc(date)) === date;
}

/** Today in the IANA `timeZone`, `yyyy-MM-dd`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatter(dayFormats, timeZone, () => ({ locale: 'en-CA', year: 'numeric', month: '2-digit', day: '2-digit' })).format(now);
}

/** The clock time of `now` in the IANA `timeZone`, `HH:mm` (00–23). */
export function timeIn(timeZone: string, now: Date = new Date()): string {
  return formatter(timeFormats, timeZone, () => ({ locale: 'en-GB', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(now);
}

// building an Intl.DateTimeFormat costs far more than formatting with one (every request asks for today)
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: () => Intl.DateTimeFormatOptions & { locale: string }) {
  let format = cache.get(timeZone);
  if (!format) {
    const { locale, ...rest } = options();
    format = new Intl.DateTimeFormat(locale, { timeZone, ...rest });
    cache.set(timeZone, format);
  }
  return format;
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
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the (Monday-to-Sunday) week holding `date`: a Sunday belongs to the week before. */
export function weekMondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Friday of the week starting on `monday` (what a week's plan covers). */
export function weekEndOf(monday: string): string {
  return addDays(monday, 4);
}

/** Monday to Friday of the week starting on `monday`. */
export function schoolDaysOfWeek(monday: string): string[] {
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

/** The last day of the month holding `date` (`yyyy-MM-dd`, or `yyyy-MM` for the month itself). */
export function monthEndOf(date: string): string {
  const year = +date.slice(0, 4);
  const month = +date.slice(5, 7);
  return fromUtc(Date.UTC(year, month, 0));
}

/** Korean school year (학년도): it starts on 1 March. */
export function schoolYearOf(date: string): number {
  const year = +date.slice(0, 4);
  return +date.slice(5, 7) >= 3 ? year : year - 1;
}

/** `yyyy-MM-dd` → `yyyyMMdd` (docs/product/medicine.md#completion). */
export function toCompactDate(date: string): string {
  return date.replaceAll('-', '');
}

/** `yyyyMMdd` → `yyyy-MM-dd`. */
export function fromCompactDate(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

/** `HH:mm` from minutes after midnight (clamped to the day). */
export function timeOfDay(minutes: number): string {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Per zone and day: the UTC offset when it is constant over the whole local day, null around a DST change. */
const dayOffsets = new Map<string, number | null>();

/** `yyyy-MM-dd` + `HH:mm` in the IANA `timeZone` → the instant (cached per day: the large seed calls it a lot). */
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
