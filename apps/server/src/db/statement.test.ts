import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from './schema/index';
import { preparedStatement } from './statement';
import { createClass } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

describe('preparedStatement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('composes a statement once per database and shape, and executes it with each call’s values', async () => {
    let composed = 0;
    const byName = preparedStatement('kg_test_class_by_name', (db, shape: 'exact' | 'prefix') => {
      composed++;
      const name = shape === 'exact' ? eq(classes.name, sql.placeholder('name')) : sql`${classes.name} like ${sql.placeholder('name')}`;
      return db.select({ name: classes.name }).from(classes).where(name);
    });
    const first = await createClass(t.app.db, { name: '해바라기반' });
    expect(await byName(t.app.db, 'exact').execute({ name: first.name })).toEqual([{ name: first.name }]);
    expect(await byName(t.app.db, 'exact').execute({ name: '없는 반' })).toEqual([]);
    expect(await byName(t.app.db, 'prefix').execute({ name: '해바%' })).toEqual([{ name: first.name }]);
    expect(composed).toBe(2);
    expect(byName(t.app.db, 'exact')).toBe(byName(t.app.db, 'exact'));
  });

  it('refuses a name PostgreSQL would cut (63 bytes), which could give two texts one name', () => {
    const long = preparedStatement('kg_test_' + 'x'.repeat(60), (db) => db.select({ id: classes.id }).from(classes));
    expect(() => long(t.app.db)).toThrow(/63 bytes/);
  });
});
