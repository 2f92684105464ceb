import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  fromCompactDate,
  isCalendarDate,
  isoWeekday,
  monthEndOf,
  schoolDaysOfWeek,
  schoolYearOf,
  timeIn,
  timeOfDay,
  toCompactDate,
  todayIn,
  weekEndOf,
  weekMondayOf,
  zonedInstant,
} from './dates';

describe('dates', () => {
  it('knows which yyyy-MM-dd are days of the calendar', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('0999-01-01')).toBe(true);
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // a European DST night is an ordinary day here
  });

  it('counts whole days between two dates', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-11-21', '2026-11-14')).toBe(-7);
  });

  it('numbers weekdays ISO-style and finds the Monday (a Sunday belongs to the week before)', () => {
    expect(isoWeekday('2026-11-16')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(weekMondayOf('2026-11-18')).toBe('2026-11-16');
    expect(weekMondayOf('2026-11-22')).toBe('2026-11-16');
    expect(weekMondayOf('2026-11-16')).toBe('2026-11-16');
    expect(weekMondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('gives Monday to Friday of a week', () => {
    expect(weekEndOf('2026-11-16')).toBe('2026-11-20');
    expect(schoolDaysOfWeek('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('finds the last day of a month', () => {
    expect(monthEndOf('2026-11')).toBe('2026-11-30');
    expect(monthEndOf('2026-12-05')).toBe('2026-12-31');
    expect(monthEndOf('2028-02')).toBe('2028-02-29');
    expect(monthEndOf('2026-02-10')).toBe('2026-02-28');
  });

  it('starts the school year on 1 March', () => {
    expect(schoolYearOf('2026-02-28')).toBe(2025);
    expect(schoolYearOf('2026-03-01')).toBe(2026);
    expect(schoolYearOf('2026-12-31')).toBe(2026);
  });

  it('converts to and from compact yyyyMMdd', () => {
    expect(toCompactDate('2026-11-21')).toBe('20261121');
    expect(fromCompactDate('20261121')).toBe('2026-11-21');
  });

  it("reads today and the clock in the given zone, not the machine's", () => {
    const instant = new Date('2026-11-21T15:30:00Z'); // 00:30 on the 22nd in Seoul
    expect(todayIn('Asia/Seoul', instant)).toBe('2026-11-22');
    expect(todayIn('UTC', instant)).toBe('2026-11-21');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(timeIn('Asia/Seoul', instant)).toBe('00:30');
    expect(timeIn('UTC', new Date('2026-11-21T23:59:00Z'))).toBe('23:59');
  });

  it('formats minutes after midnight as HH:mm, clamped to the day', () => {
    expect(timeOfDay(0)).toBe('00:00');
    expect(timeOfDay(545)).toBe('09:05');
    expect(timeOfDay(-10)).toBe('00:00');
    expect(timeOfDay(24 * 60)).toBe('23:59');
  });

  it('turns a local date and time in a zone into the instant', () => {
    expect(zonedInstant('2026-11-22', '00:30', 'Asia/Seoul').toISOString()).toBe('2026-11-21T15:30:00.000Z');
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedInstant('2026-01-15', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    // the day clocks go forward (29 March 2026 in Berlin): before and after the change
    expect(zonedInstant('2026-03-29', '01:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zonedInstant('2026-03-29', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });
});
