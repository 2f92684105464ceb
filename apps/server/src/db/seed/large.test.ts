import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countAll, existingRows, LARGE_DEFAULTS, seedLarge, wipeAll, type LargeOptions } from './large';

/** The large seed at a tiny scale: same code path, seconds instead of minutes. */
const SMALL: LargeOptions = {
  ...LARGE_DEFAULTS,
  classes: 6,
  childrenPerClass: 5,
  spareTeachers: 1,
  leavers: 4,
  schoolYears: 1,
  recentDays: 5,
  notices: 5,
  events: 3,
  eduPrograms: 3,
  reservations: 5,
  batch: 50,
};
const TODAY = '2026-11-20';

describe('large synthetic seed (small scale)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const fingerprint = async () => {
    const result = await t.app.db.execute<{ f: string }>(
      sql`select md5(string_agg(name || birth_date, ',' order by id)) || md5((select string_agg(att_date || status, ',' order by id) from attendance)) as f from children`,
    );
    return (result as unknown as { rows: { f: string }[] }).rows[0].f;
  };

  it('fills every story table, reports the rows it inserted, and is deterministic', async () => {
    expect(await existingRows(t.app.db)).toBe(0);
    const { rows, today } = await seedLarge(t.database, SMALL, { timeZone: 'Asia/Seoul', today: TODAY });
    expect(today).toBe(TODAY);
    // the test database's own organisations and centres were there before (test/centres.ts)
    const { organisations: _organisations, centres: _centres, ...counts } = await countAll(t.app.db);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(rows);
    expect(counts).toMatchObject({ classes: 6, children: 6 * 5 + 4, teachers: 2 + 6 * 2 + 1 });
    for (const table of [
      'attendance',
      'alim_notes',
      'medicine_requests',
      'medicine_doses',
      'rehome_records',
      'class_notes',
      'class_weeks',
      'class_week_days',
      'photo_albums',
      'photo_album_children',
      'weekly_menus',
      'weekly_menu_days',
      'weekly_menu_meals',
      'weekly_menu_dishes',
      'notices',
      'parents',
      'child_parents',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    expect(counts.class_notes).toBeGreaterThan(6 * 150); // every school day of the school year, per class
    expect(await existingRows(t.app.db)).toBeGreaterThan(0);

    const first = await fingerprint();
    await wipeAll(t.database);
    expect(await existingRows(t.app.db)).toBe(0);
    expect(Object.values(await countAll(t.app.db)).every((n) => n === 0)).toBe(true);
    await seedLarge(t.database, SMALL, { timeZone: 'Asia/Seoul', today: TODAY });
    expect(await fingerprint()).toBe(first);
  }, 120_000);
});
