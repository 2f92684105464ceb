import { describe, expect, it } from 'vitest';
import { centreDayBodySchema, holidayListQuerySchema, isSchoolDay } from '../index';

const WEEKDAYS = [1, 2, 3, 4, 5];

describe('isSchoolDay', () => {
  it('runs on a school weekday with no holiday', () => {
    expect(isSchoolDay('2026-12-24', WEEKDAYS, [])).toBe(true); // Thursday
  });

  it('does not run on a weekday off the centre’s week, whatever the calendar says', () => {
    expect(isSchoolDay('2026-12-26', WEEKDAYS, [])).toBe(false); // Saturday
    expect(isSchoolDay('2026-12-27', WEEKDAYS, [])).toBe(false); // Sunday
    expect(isSchoolDay('2026-12-26', [1, 2, 3, 4, 5, 6], [])).toBe(true);
    // an 'open' mark on a national holiday never opens a day the centre does not run
    expect(isSchoolDay('2026-03-01', WEEKDAYS, [{ date: '2026-03-01', open: true }])).toBe(false); // Sunday
  });

  it('does not run on a holiday that closes the centre', () => {
    expect(isSchoolDay('2026-12-25', WEEKDAYS, [{ date: '2026-12-25', open: false }])).toBe(false);
  });

  it('runs on a national holiday the centre marked open', () => {
    expect(isSchoolDay('2026-05-01', WEEKDAYS, [{ date: '2026-05-01', open: true }])).toBe(true);
  });

  it('looks only at the day itself: the days either side of a holiday run', () => {
    const holidays = [{ date: '2026-12-25', open: false }];
    expect(isSchoolDay('2026-12-24', WEEKDAYS, holidays)).toBe(true);
    expect(isSchoolDay('2026-12-28', WEEKDAYS, holidays)).toBe(true);
  });

  it('closes when any holiday of the day closes it', () => {
    expect(isSchoolDay('2026-05-01', WEEKDAYS, [{ date: '2026-05-01', open: true }, { date: '2026-05-01', open: false }])).toBe(false);
  });
});

describe('holiday schemas', () => {
  it('refuses an impossible date and an empty name in Korean', () => {
    const bad = centreDayBodySchema.safeParse({ date: '2026-02-30', name: '  ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date', '날짜를 2026-12-24처럼 입력해 주세요.'],
      ['name', '휴일 이름을 입력해 주세요.'],
    ]);
  });

  it('takes a closed day by default and trims its name', () => {
    expect(centreDayBodySchema.parse({ date: '2026-12-24', name: ' 재량휴업 ' })).toEqual({ date: '2026-12-24', name: '재량휴업', kind: 'CLOSED' });
  });

  it('reads the year and month from the query and refuses a month outside 1–12', () => {
    expect(holidayListQuerySchema.parse({ year: '2026', month: '12' })).toEqual({ year: 2026, month: 12 });
    expect(holidayListQuerySchema.safeParse({ year: '2026', month: '13' }).error?.issues[0].message).toBe('월을 1부터 12까지로 입력해 주세요.');
    expect(holidayListQuerySchema.safeParse({ year: '26' }).success).toBe(false);
  });
});
