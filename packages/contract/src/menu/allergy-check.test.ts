import { describe, expect, it } from 'vitest';
import { allergyWarnings, type AllergicChild } from './allergy-check';
import type { Dish, MenuDay } from './menu.schema';

const day = (date: string, lunch: Dish[], snack: Dish[] = []): MenuDay => ({
  day: date,
  kcal: null,
  protein: null,
  meals: [
    { slot: 'AM_SNACK', dishes: [], servedNote: '', photo: null },
    { slot: 'LUNCH', dishes: lunch, servedNote: '', photo: null },
    { slot: 'PM_SNACK', dishes: snack, servedNote: '', photo: null },
  ],
});

const seoyeon: AllergicChild = { childCode: 1, name: '김서연', allergyCodes: [1], allergies: '', allergyNote: '에피펜 보관' };
const hajun: AllergicChild = { childCode: 2, name: '박하준', allergyCodes: [2], allergies: '키위', allergyNote: '' };
const jiwoo: AllergicChild = { childCode: 3, name: '최지우', allergyCodes: [], allergies: '', allergyNote: '' };

describe('allergyWarnings', () => {
  it('gives one warning per child and meal, in day and meal order, naming the dishes and why', () => {
    const days = [
      day('2026-11-16', [{ name: '계란찜', allergens: [1] }, { name: '계란말이', allergens: [1] }, { name: '쌀밥', allergens: [] }], [{ name: '키위 요거트', allergens: [2] }]),
      day('2026-11-17', [{ name: '두부조림', allergens: [5] }]),
    ];
    expect(allergyWarnings(days, [seoyeon, hajun, jiwoo])).toEqual([
      { day: '2026-11-16', slot: 'LUNCH', childCode: 1, childName: '김서연', reason: '난류', dishes: ['계란찜', '계란말이'], note: '에피펜 보관' },
      { day: '2026-11-16', slot: 'PM_SNACK', childCode: 2, childName: '박하준', reason: '우유·키위', dishes: ['키위 요거트'], note: '' },
    ]);
  });

  it('has nothing to say without children or dishes', () => {
    expect(allergyWarnings([day('2026-11-16', [{ name: '계란찜', allergens: [1] }])], [])).toEqual([]);
    expect(allergyWarnings([day('2026-11-16', [])], [seoyeon])).toEqual([]);
  });
});
