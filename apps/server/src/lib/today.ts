/** Calendar days in the centre's time zone (DESIGN §8): never the machine's local date. */

/** Today in `timeZone`, `yyyy-MM-dd`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `yyyy-MM-dd` → `yyyyMMdd` (SPEC §9 medicine completion). */
export function toCompactDate(date: string): string {
  return date.replaceAll('-', '');
}

/** `yyyyMMdd` → `yyyy-MM-dd`. */
export function fromCompactDate(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}
