import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { statementName } from './prepared-client';
import { classes } from './schema/index';

describe('statement names', () => {
  it('give one text one name and another text another', () => {
    const a = statementName('select 1 as probe_a where $1::int > 0');
    expect(a).toMatch(/^kg_s\d+$/);
    expect(statementName('select 1 as probe_a where $1::int > 0')).toBe(a);
    expect(statementName('select 1 as probe_b where $1::int > 0')).not.toBe(a);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase({ poolSize: 1 });
  });
  afterAll(() => t.close());

  const prepared = async () => {
    const result = await t.database.db.execute(sql`select name, statement from pg_prepared_statements where name like 'kg_s%'`);
    return (result as unknown as { rows: { name: string; statement: string }[] }).rows;
  };

  it('prepares a data statement once per connection and runs it again by name, with the same answers', async () => {
    const [created] = await t.database.db.insert(classes).values({ centreId: 1, name: '새싹반' }).returning();
    const read = () => t.database.db.select().from(classes).where(eq(classes.id, created.id));
    expect(await read()).toEqual([created]);
    expect(await read()).toEqual([created]);
    const selects = (await prepared()).filter((p) => p.statement.startsWith('select') && p.statement.includes('from "classes"'));
    expect(selects).toHaveLength(1);
    expect((await prepared()).some((p) => p.statement.startsWith('insert into "classes"'))).toBe(true);
  });

  it('leaves transaction control and DDL unprepared, and transactions still commit and roll back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(classes).values({ centreId: 1, name: '꽃잎반' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await t.database.db.select().from(classes).where(eq(classes.name, '꽃잎반'))).toEqual([]);
    await t.database.exec('create table prepared_probe (n int)');
    expect((await prepared()).map((p) => p.statement.trim().split(/\s/)[0].toLowerCase())).not.toContain('begin');
    expect((await prepared()).some((p) => /prepared_probe/.test(p.statement))).toBe(false);
  });
});
