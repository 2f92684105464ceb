import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ALLERGEN_SYNONYMS, parseAllergyText } from '@kg/contract';
import { applyMigrations, openEmptyTestDatabase, type TestDatabase } from '../test/test-database';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Migration 0008 (menus with meals and dishes; children's structured allergies) on data written before it. */
describe('migration 0008 (menu meals, structured allergies)', () => {
  let db: TestDatabase;
  const synonymCorpus = Object.values(ALLERGEN_SYNONYMS).flatMap((names) => names.flatMap((n) => [n, `${n} 알레르기`, `${n}알러지`]));
  const corpus = [
    '계란, 우유',
    '땅콩 알레르기',
    '키위(심함) / 견과류 전체',
    '소고기·굴',
    '',
    'ㅁㅁ',
    '  달걀 ;  복숭아\n새우 알러지、메밀，잣',
    '돼지 고기, 우유, 우유, 알레르기',
    '콩(두부 포함), 밀가루 / 참깨',
    '\u3000토마토\u3000, 고등어\t',
    '조개, 전복,, ,홍합 / 오징어 알레르기 (경미)',
    '알러지',
    ...synonymCorpus,
  ];

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    const applied = await applyMigrations(db.database, (tag) => tag < '0008');
    expect(applied.at(-1)).toBe('0007_website_posts');
    for (const [i, allergies] of corpus.entries()) {
      await db.database.db.execute(
        sql`insert into children (name, birth_date, gender, allergies) values (${`원아${i}`}, '2022-01-01', 'F', ${allergies})`,
      );
    }
    await db.database.db.execute(sql`insert into weekly_menus (id, week_monday, title, memo) values
      (1, '2026-11-16', '11월 3주차', '원산지: 쌀(국내산)'), (2, '2026-11-23', '11월 4주차', '')`);
    await db.database.db.execute(sql`insert into weekly_menu_days (menu_id, day, meal, snack_am, snack_pm, allergens) values
      (1, '2026-11-16', ${'쌀밥, 미역국,\n돼지고기 불고기, 깍두기'}, '우유, 바나나', '', '1.난류, 2.우유'),
      (1, '2026-11-17', '', '', ' 누룽지 ', ''),
      (1, '2026-11-18', '', '', '', '5.대두'),
      (2, '2026-11-23', ${'x'.repeat(60)}, ', ,', '', '')`);
    await applyMigrations(db.database, (tag) => tag.startsWith('0008'));
  }, 120_000); // initdb of a fresh database, not the run's migrated image
  afterAll(async () => db?.close());

  it('reads every child’s free text exactly as parseAllergyText does', async () => {
    const rows = rowsOf<{ name: string; allergy_codes: number[] | string; allergies: string; allergy_note: string }>(
      await db.database.db.execute(sql`select name, allergy_codes, allergies, allergy_note from children order by id`),
    );
    expect(rows).toHaveLength(corpus.length);
    rows.forEach((row, i) => {
      const expected = parseAllergyText(corpus[i]);
      expect({ text: corpus[i], codes: row.allergy_codes, other: row.allergies }).toEqual({ text: corpus[i], codes: expected.codes, other: expected.other });
      expect(row.allergy_note).toBe('');
    });
    // the corpus covers both outcomes
    expect(rows[0]).toMatchObject({ allergy_codes: [1, 2], allergies: '' });
    expect(rows[2]).toMatchObject({ allergy_codes: [], allergies: '키위(심함), 견과류 전체' });
  });

  it('turns each old day’s text into dishes and keeps the memo and old allergen text in the origin note', async () => {
    const menus = rowsOf<{ id: number; origin_note: string }>(await db.database.db.execute(sql`select id, origin_note from weekly_menus order by id`));
    expect(menus).toEqual([
      { id: 1, origin_note: '원산지: 쌀(국내산)\n이전 알레르기 표시(2026-11-16): 1.난류, 2.우유\n이전 알레르기 표시(2026-11-18): 5.대두' },
      { id: 2, origin_note: '' },
    ]);
    const dishes = rowsOf<{ day: string; slot: string; position: number; name: string; allergens: number[] }>(
      await db.database.db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, m.slot, x.position, x.name, x.allergens
        from weekly_menu_dishes x join weekly_menu_meals m on m.id = x.meal_id join weekly_menu_days d on d.id = m.day_id
        order by d.day, m.slot, x.position`),
    );
    expect(dishes.map((d) => [d.day, d.slot, d.position, d.name])).toEqual([
      ['2026-11-16', 'AM_SNACK', 0, '우유'],
      ['2026-11-16', 'AM_SNACK', 1, '바나나'],
      ['2026-11-16', 'LUNCH', 0, '쌀밥'],
      ['2026-11-16', 'LUNCH', 1, '미역국'],
      ['2026-11-16', 'LUNCH', 2, '돼지고기 불고기'],
      ['2026-11-16', 'LUNCH', 3, '깍두기'],
      ['2026-11-17', 'PM_SNACK', 0, '누룽지'],
      ['2026-11-23', 'LUNCH', 0, 'x'.repeat(50)],
    ]);
    expect(dishes.every((d) => Array.isArray(d.allergens) && d.allergens.length === 0)).toBe(true);
    const meals = rowsOf<{ n: number }>(await db.database.db.execute(sql`select count(*)::int as n from weekly_menu_meals`));
    expect(meals[0].n).toBe(4);
    const days = rowsOf<{ n: number }>(await db.database.db.execute(sql`select count(*)::int as n from weekly_menu_days`));
    expect(days[0].n).toBe(4);
    const oldColumns = rowsOf<{ column_name: string }>(
      await db.database.db.execute(sql`select column_name from information_schema.columns
        where table_name in ('weekly_menus', 'weekly_menu_days') and column_name in ('memo', 'meal', 'snack_am', 'snack_pm', 'allergens')`),
    );
    expect(oldColumns).toEqual([]);
  });
});
