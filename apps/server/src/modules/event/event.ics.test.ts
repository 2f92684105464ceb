import { describe, expect, it } from 'vitest';
import { SEOUL_ZONE, escapeText, eventTimes, foldLine, icsCalendar, icsZoneOf, utcDateTime, type IcsEvent } from './event.ics';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab goes. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'event-1@kindergarten',
  stamp: new Date('2026-11-01T03:04:05.678Z'),
  summary: '가을 소풍',
  location: '',
  description: '',
  startDate: '2026-11-05',
  endDate: '2026-11-05',
  startTime: null,
  endTime: null,
  ...overrides,
});

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break; drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('탭\t유지\u0007벨')).toBe('탭\t유지벨');
    expect(escapeText('운동회: 10시, 강당; 준비물\\도시락')).toBe('운동회: 10시\\, 강당\\; 준비물\\\\도시락');
  });

  it('folds at 75 octets of UTF-8, never inside a Korean character or an emoji', () => {
    const ascii75 = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldLine(ascii75)).toBe(ascii75);
    expect(foldLine(`${ascii75}b`)).toBe(`${ascii75}\r\n b`);

    const korean = `SUMMARY:${'가나다라마바사'.repeat(10)}`;
    const folded = foldLine(korean);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    // 'SUMMARY:' is 8 octets, each syllable 3: 22 syllables fit (74), a 23rd would make 77
    expect(octets(lines[0])).toBe(74);
    for (const [i, line] of lines.entries()) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
      // each physical line is whole UTF-8: no character cut in two
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(korean);

    const emoji = `DESCRIPTION:${'🎉'.repeat(40)}`;
    const emojiLines = foldLine(emoji).split('\r\n');
    for (const line of emojiLines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(unfold(foldLine(emoji))).toBe(emoji);
  });

  it('all-day events end (exclusively) the day after their last day, across months and years', () => {
    expect(eventTimes(event(), SEOUL_ZONE)).toEqual(['DTSTART;VALUE=DATE:20261105', 'DTEND;VALUE=DATE:20261106']);
    expect(eventTimes(event({ startDate: '2026-01-30', endDate: '2026-02-01' }), SEOUL_ZONE)).toEqual([
      'DTSTART;VALUE=DATE:20260130',
      'DTEND;VALUE=DATE:20260202',
    ]);
    expect(eventTimes(event({ startDate: '2026-12-31', endDate: '2026-12-31' }), SEOUL_ZONE)[1]).toBe('DTEND;VALUE=DATE:20270101');
    expect(eventTimes(event({ startDate: '2028-02-28', endDate: '2028-02-28' }), SEOUL_ZONE)[1]).toBe('DTEND;VALUE=DATE:20280229');
    // an end time without a start time does not make an event timed
    expect(eventTimes(event({ endTime: '12:00' }), SEOUL_ZONE)[0]).toBe('DTSTART;VALUE=DATE:20261105');
  });

  it('timed events carry the zone: start on the first day, end on the last, one hour when no end time', () => {
    expect(eventTimes(event({ startTime: '10:30', endTime: '12:00' }), SEOUL_ZONE)).toEqual([
      'DTSTART;TZID=Asia/Seoul:20261105T103000',
      'DTEND;TZID=Asia/Seoul:20261105T120000',
    ]);
    expect(eventTimes(event({ startTime: '09:15' }), SEOUL_ZONE)[1]).toBe('DTEND;TZID=Asia/Seoul:20261105T101500');
    expect(eventTimes(event({ startTime: '23:30' }), SEOUL_ZONE)[1]).toBe('DTEND;TZID=Asia/Seoul:20261106T003000');
    expect(eventTimes(event({ startDate: '2026-11-05', endDate: '2026-11-07', startTime: '09:00', endTime: '15:00' }), SEOUL_ZONE)).toEqual([
      'DTSTART;TZID=Asia/Seoul:20261105T090000',
      'DTEND;TZID=Asia/Seoul:20261107T150000',
    ]);
  });

  it('writes a whole calendar: CRLF lines of at most 75 octets, Seoul’s VTIMEZONE, one VEVENT per event', () => {
    const text = icsCalendar({
      name: '햇님반 행사',
      zone: SEOUL_ZONE,
      events: [
        event({ summary: '운동회, 가을; 대\\회', location: '강당', description: `첫 줄\n${'긴 설명 '.repeat(30)}` }),
        event({ uid: 'event-2@kindergarten', summary: '생일잔치', startTime: '10:00', endTime: '11:00' }),
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.slice(0, -2).split('\r\n');
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = unfold(text).slice(0, -2).split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Kindergarten//Events 1.0//KO',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:햇님반 행사',
      'X-WR-TIMEZONE:Asia/Seoul',
    ]);
    expect(lines.slice(7, 16)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Seoul',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'TZNAME:KST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:운동회\\, 가을\\; 대\\\\회');
    expect(lines).toContain('LOCATION:강당');
    expect(lines).toContain(`DESCRIPTION:첫 줄\\n${'긴 설명 '.repeat(30)}`);
    expect(lines).toContain('DTSTAMP:20261101T030405Z');
    // empty fields are left out
    const second = lines.slice(lines.lastIndexOf('BEGIN:VEVENT'));
    expect(second.some((l) => l.startsWith('LOCATION') || l.startsWith('DESCRIPTION'))).toBe(false);
  });

  it('formats UTC stamps and names zones', () => {
    expect(utcDateTime(new Date('2026-01-02T00:00:09Z'))).toBe('20260102T000009Z');
    expect(icsZoneOf('Asia/Seoul')).toBe(SEOUL_ZONE);
    expect(icsZoneOf('UTC')).toEqual({ tzid: 'UTC', offset: '+0000', name: 'UTC+0000' });
    expect(icsZoneOf('Asia/Kolkata').offset).toBe('+0530');
  });
});
