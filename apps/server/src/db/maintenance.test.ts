import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { analyzeNeverAnalyzed, refreshStatistics, settleAfterBulkLoad } from './maintenance';

describe('database statistics', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.close());

  const reltuples = async (table: string) => {
    const result = await t.database.db.execute<{ n: number }>(sql`select reltuples::int as n from pg_class where relname = ${table}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  };

  it('analyses the tables that hold rows but were never analysed, once', async () => {
    await refreshStatistics(t.database);
    await t.database.exec(`create table stats_probe (id serial primary key, v int); insert into stats_probe (v) select g from generate_series(1, 500) g`);
    expect(await reltuples('stats_probe')).toBe(-1);

    expect(await analyzeNeverAnalyzed(t.database)).toBe(1);
    expect(await reltuples('stats_probe')).toBe(500);
    expect(await analyzeNeverAnalyzed(t.database)).toBe(0);
  });

  it('after a bulk load, marks the new pages all-visible (index-only counts) and analyses them', async () => {
    await t.database.exec(`create table bulk_probe (id serial primary key, v int); insert into bulk_probe (v) select g from generate_series(1, 5000) g`);
    const pages = async () => {
      const result = await t.database.db.execute<{ pages: number; visible: number }>(
        sql`select relpages::int as pages, relallvisible::int as visible from pg_class where relname = 'bulk_probe'`,
      );
      return (result as unknown as { rows: { pages: number; visible: number }[] }).rows[0];
    };
    expect((await pages()).visible).toBe(0);

    await settleAfterBulkLoad(t.database);
    const after = await pages();
    expect(after.pages).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);
    expect(await reltuples('bulk_probe')).toBe(5000);
  });
});
