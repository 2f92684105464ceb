import { describe, expect, it } from 'vitest';
import { classWeekListQuerySchema, classWeekQuerySchema, isEmptyClassWeek, saveClassWeekBodySchema, weekMondayOf } from '../index';

describe('class-week contract', () => {
  it('normalises any day to the Monday of its week (a Sunday belongs to the week before)', () => {
    expect(weekMondayOf('2026-11-18')).toBe('2026-11-16'); // Wednesday
    expect(weekMondayOf('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekMondayOf('2026-11-16')).toBe('2026-11-16');
    expect(weekMondayOf('2027-01-01')).toBe('2026-12-28'); // across a year
    expect(classWeekQuerySchema.parse({ classId: '2', weekStart: '2026-11-20' })).toEqual({ classId: 2, weekStart: '2026-11-16' });
  });

  it('pages the list from 0', () => {
    expect(classWeekListQuerySchema.parse({ classId: '1' })).toEqual({ classId: 1, page: 0, size: 10 });
    expect(classWeekListQuerySchema.safeParse({ classId: '1', page: '-1' }).error?.issues[0].message).toBe('페이지 번호는 0부터 시작합니다.');
  });

  it('keeps the days inside Monday–Friday of the week, once each', () => {
    const body = { classId: 1, weekStart: '2026-11-19', days: [{ day: '2026-11-16', activities: ' 낙엽 놀이 ' }] };
    expect(saveClassWeekBodySchema.parse(body)).toEqual({
      classId: 1,
      weekStart: '2026-11-16',
      theme: '',
      goals: '',
      days: [{ day: '2026-11-16', theme: '', activities: '낙엽 놀이', notes: '' }],
    });
    const saturday = saveClassWeekBodySchema.safeParse({ ...body, days: [{ day: '2026-11-21', activities: '주말' }] });
    expect(saturday.error?.issues[0]).toMatchObject({ path: ['days', 0, 'day'], message: '해당 주의 월요일부터 금요일까지만 입력할 수 있습니다.' });
    const twice = saveClassWeekBodySchema.safeParse({ ...body, days: [{ day: '2026-11-17', notes: '물통' }, { day: '2026-11-17' }] });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['days', 1, 'day'], message: '같은 요일이 두 번 들어 있습니다.' });
  });

  it('refuses a plan with nothing written at all (blanks count as empty); any one field is enough', () => {
    const empty = { classId: 1, weekStart: '2026-11-16', theme: ' ', goals: '', days: ['2026-11-16', '2026-11-17'].map((day) => ({ day, theme: '', activities: '  ', notes: '' })) };
    for (const body of [empty, { classId: 1, weekStart: '2026-11-16' }]) {
      const result = saveClassWeekBodySchema.safeParse(body);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: [], message: '계획 내용을 한 가지 이상 입력해 주세요.' })]);
    }
    expect(isEmptyClassWeek(empty)).toBe(true);
    expect(saveClassWeekBodySchema.safeParse({ ...empty, theme: '가을' }).success).toBe(true);
    expect(saveClassWeekBodySchema.safeParse({ ...empty, goals: '탐색한다' }).success).toBe(true);
    for (const field of ['theme', 'activities', 'notes']) {
      const days = empty.days.map((d, i) => (i === 1 ? { ...d, [field]: '도토리' } : d));
      expect(saveClassWeekBodySchema.safeParse({ ...empty, days }).success).toBe(true);
    }
  });
});
