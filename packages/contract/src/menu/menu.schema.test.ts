import { describe, expect, it } from 'vitest';
import { MENU_EMPTY_MESSAGE, menuDaysOfWeek, menuWeekSearchQuerySchema, saveMenuWeekBodySchema } from './menu.schema';

describe('menu contract', () => {
  it('takes any date of the week to its Monday and fills defaults', () => {
    const body = saveMenuWeekBodySchema.parse({
      weekMonday: '2026-11-22',
      title: ' 11월 3주차 ',
      days: [{ day: '2026-11-16', kcal: '', meals: [{ slot: 'LUNCH', dishes: [{ name: ' 계란찜 ', allergens: [1, 1] }] }] }],
    });
    expect(body).toEqual({
      weekMonday: '2026-11-16',
      title: '11월 3주차',
      originNote: '',
      days: [{ day: '2026-11-16', kcal: null, protein: null, meals: [{ slot: 'LUNCH', dishes: [{ name: '계란찜', allergens: [1] }], servedNote: '', photoFileId: null }] }],
    });
  });

  it('refuses a menu without a dish, days outside the week and days or meals given twice', () => {
    const issues = (input: unknown) => saveMenuWeekBodySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ weekMonday: '2026-11-16', title: '빈 식단' })).toEqual([['days', MENU_EMPTY_MESSAGE]]);
    const lunch = [{ slot: 'LUNCH', dishes: [{ name: '잡채' }] }];
    expect(issues({ weekMonday: '2026-11-16', title: 'x', days: [{ day: '2026-11-22', meals: lunch }, { day: '2026-11-16', meals: [...lunch, ...lunch] }] })).toEqual([
      ['days.0.day', '해당 주의 월요일부터 토요일까지만 입력할 수 있습니다.'],
      ['days.1.meals.1.slot', '같은 끼니가 두 번 들어 있습니다.'],
    ]);
  });

  it('lists the days of a week and swaps a reversed search range', () => {
    expect(menuDaysOfWeek('2026-11-16', false)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(menuDaysOfWeek('2026-11-16', true).at(-1)).toBe('2026-11-21');
    expect(menuWeekSearchQuerySchema.parse({ startDate: '2026-12-01', endDate: '2026-11-01' })).toMatchObject({
      page: 0,
      size: 10,
      sort: 'weekMonday,desc',
      startDate: '2026-11-01',
      endDate: '2026-12-01',
    });
  });
});
