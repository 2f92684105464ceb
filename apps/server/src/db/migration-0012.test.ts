import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { menuCounts } from '../modules/menu/menu.repository';
import { applyMigrations, openEmptyTestDatabase, type TestDatabase } from '../test/test-database';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Migration 0012 (each week's counts on its row) on weeks saved before it: the same counts a save writes. */
describe('migration 0012 (menu counts)', () => {
  let db: TestDatabase;
  /** Week id → its days' meals' dish names, as inserted below. */
  const weeks: Record<number, { day: string; meals: { slot: string; dishes: string[] }[] }[]> = {
    1: [
      { day: '2026-11-16', meals: [{ slot: 'LUNCH', dishes: ['쌀밥', '미역국', '깍두기'] }, { slot: 'PM_SNACK', dishes: ['우유'] }] },
      // a dish again on another day counts once; a meal without dishes does not make its day count
      { day: '2026-11-17', meals: [{ slot: 'LUNCH', dishes: ['쌀밥', '된장국'] }] },
      { day: '2026-11-18', meals: [{ slot: 'LUNCH', dishes: [] }] },
      { day: '2026-11-19', meals: [] },
    ],
    // a week without any dish
    2: [{ day: '2026-11-23', meals: [{ slot: 'LUNCH', dishes: [] }] }],
    3: [],
  };

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    const applied = await applyMigrations(db.database, (tag) => tag < '0012');
    expect(applied.at(-1)).toBe('0011_medicine_items_only');
    const run = (query: ReturnType<typeof sql>) => db.database.db.execute(query);
    await run(sql`insert into weekly_menus (id, week_monday, title) values
      (1, '2026-11-16', '11월 3주차'), (2, '2026-11-23', '11월 4주차'), (3, '2026-11-30', '12월 1주차')`);
    for (const [menuId, days] of Object.entries(weeks)) {
      for (const day of days) {
        const [{ id: dayId }] = rowsOf<{ id: number }>(await run(sql`insert into weekly_menu_days (menu_id, day) values (${Number(menuId)}, ${day.day}) returning id`));
        for (const meal of day.meals) {
          const [{ id: mealId }] = rowsOf<{ id: number }>(await run(sql`insert into weekly_menu_meals (day_id, slot) values (${dayId}, ${meal.slot}) returning id`));
          for (const [position, name] of meal.dishes.entries()) {
            await run(sql`insert into weekly_menu_dishes (meal_id, position, name) values (${mealId}, ${position}, ${name})`);
          }
        }
      }
    }
    await applyMigrations(db.database, (tag) => tag.startsWith('0012'));
  }, 120_000); // initdb of a fresh database, not the run's migrated image
  afterAll(async () => db?.close());

  it('gives every week the counts its save would have written', async () => {
    const rows = rowsOf<{ id: number; day_count: number; dish_count: number }>(
      await db.database.db.execute(sql`select id, day_count, dish_count from weekly_menus order by id`),
    );
    const expected = Object.entries(weeks).map(([id, days]) => {
      const counts = menuCounts(days.map((d) => ({ meals: d.meals.map((m) => ({ dishes: m.dishes.map((name) => ({ name })) })) })));
      return { id: Number(id), day_count: counts.dayCount, dish_count: counts.dishCount };
    });
    expect(rows).toEqual(expected);
    // the rule itself, spelled out: two days with dishes and five distinct dishes in week 1
    expect(rows[0]).toEqual({ id: 1, day_count: 2, dish_count: 5 });
    expect(rows.slice(1)).toEqual([
      { id: 2, day_count: 0, dish_count: 0 },
      { id: 3, day_count: 0, dish_count: 0 },
    ]);
  });
});
