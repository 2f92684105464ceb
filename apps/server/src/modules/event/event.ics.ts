import { addDays, toCompactDate } from '@kg/contract';

/**
 * A small iCalendar (RFC 5545) writer for the centre's events: pure, no I/O. Text is escaped (§3.3.11), content lines
 * end with CRLF and are folded at 75 octets of UTF-8 without splitting a character (§3.1).
 */

/** One event as the writer needs it; days are `yyyy-MM-dd` (endDate inclusive), times `HH:mm` in the calendar's zone. */
export type IcsEvent = {
  uid: string;
  /** DTSTAMP: when the event was last changed */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  startDate: string;
  endDate: string;
  /** null = an all-day event (an end time alone does not make one timed) */
  startTime: string | null;
  /** null = one hour after the start */
  endTime: string | null;
};

/** A zone of one fixed offset (Korea has had no daylight saving time since 1988). */
export type IcsZone = { tzid: string; offset: string; name: string };
export const SEOUL_ZONE: IcsZone = { tzid: 'Asia/Seoul', offset: '+0900', name: 'KST' };

export const ICS_PRODID = '-//Kindergarten//Events 1.0//KO';
const MAX_LINE_OCTETS = 75;

/** The zone of an IANA name: Seoul as it is; another as its offset at `now` (fixed, good enough for the zones without DST). */
export function icsZoneOf(timeZone: string, now: Date = new Date()): IcsZone {
  if (timeZone === SEOUL_ZONE.tzid) return SEOUL_ZONE;
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(now).find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part?.value ?? '');
  const offset = match ? `${match[1]}${match[2]}${match[3]}` : '+0000';
  return { tzid: timeZone, offset, name: `UTC${offset}` };
}

/** TEXT value escaping: backslash, semicolon, comma, and every line break as `\n`; other control characters go. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Folds a content line: at most 75 octets per physical line, continuations start with one space (which counts). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0) as number);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local date-time `yyyyMMddTHHmmss`, `minutesLater` after `date` `time` (rolling over midnight). */
function localDateTime(date: string, time: string, minutesLater = 0): string {
  const ms = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), +time.slice(0, 2), +time.slice(3, 5)) + minutesLater * 60_000;
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
}

/** A UTC date-time `yyyyMMddTHHmmssZ` (DTSTAMP). */
export function utcDateTime(at: Date): string {
  return `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

/**
 * DTSTART and DTEND: an all-day event ends (exclusively) the day after its last day; a timed one starts on its first
 * day at its start time and ends on its last day at its end time, or one hour after its start time without one.
 */
export function eventTimes(event: Pick<IcsEvent, 'startDate' | 'endDate' | 'startTime' | 'endTime'>, zone: IcsZone): [string, string] {
  if (!event.startTime) return [`DTSTART;VALUE=DATE:${toCompactDate(event.startDate)}`, `DTEND;VALUE=DATE:${toCompactDate(addDays(event.endDate, 1))}`];
  const end = event.endTime ? localDateTime(event.endDate, event.endTime) : localDateTime(event.endDate, event.startTime, 60);
  return [`DTSTART;TZID=${zone.tzid}:${localDateTime(event.startDate, event.startTime)}`, `DTEND;TZID=${zone.tzid}:${end}`];
}

function vevent(event: IcsEvent, zone: IcsZone): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    ...eventTimes(event, zone),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
  ];
}

function vtimezone(zone: IcsZone): string[] {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone.tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${zone.offset}`,
    `TZOFFSETTO:${zone.offset}`,
    `TZNAME:${zone.name}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** A whole VCALENDAR named `name`, every line folded and ended with CRLF. */
export function icsCalendar(options: { name: string; zone: IcsZone; events: readonly IcsEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${ICS_PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.zone.tzid}`,
    ...vtimezone(options.zone),
    ...options.events.flatMap((event) => vevent(event, options.zone)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
