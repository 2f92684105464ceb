import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { analyzeNeverAnalyzed, refreshStatistics } from './maintenance';

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
});
