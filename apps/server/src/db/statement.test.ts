import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from './schema/index';
import { filterParams, preparedStatement, presentFilters, shapePrefix, type FilterShape } from './statement';
import { createClass } from '../test/factories';
import { createFullClass } from '../test/class-factories';
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

  it('executes each shape with the values presentFilters gives, its placeholders named after the filters', async () => {
    type Filters = { name?: string; ageBand?: number };
    const byFilters = preparedStatement('kg_test_class_filters', (db, shape: FilterShape<Filters, 'asc' | 'desc'>) => {
      const { name, ageBand } = filterParams(shape);
      return db
        .select({ name: classes.name })
        .from(classes)
        .where(and(name ? eq(classes.name, name) : undefined, ageBand ? eq(classes.ageBand, ageBand) : undefined))
        .orderBy(shapePrefix(shape) === 'asc' ? asc(classes.name) : sql`${classes.name} desc`);
    });
    const search = (filters: Filters, order: 'asc' | 'desc') => {
      const { shape, values } = presentFilters(filters, order);
      return byFilters(t.app.db, shape).execute(values);
    };
    await createFullClass(t.app.db, { name: '가람반', ageBand: 0 });
    await createFullClass(t.app.db, { name: '나래반', ageBand: 3 });
    await createFullClass(t.app.db, { name: '다솜반', ageBand: 3 });
    expect(await search({}, 'asc')).toEqual([{ name: '가람반' }, { name: '나래반' }, { name: '다솜반' }, { name: '해바라기반' }]);
    expect(await search({ ageBand: 3 }, 'desc')).toEqual([{ name: '다솜반' }, { name: '나래반' }]);
    expect(await search({ ageBand: 0 }, 'asc')).toEqual([{ name: '가람반' }]);
    expect(await search({ name: '나래반', ageBand: 3 }, 'asc')).toEqual([{ name: '나래반' }]);
    expect(await search({ name: '나래반', ageBand: 0 }, 'asc')).toEqual([]);
  });
});

describe('presentFilters, filterParams and shapePrefix', () => {
  it('name the filters set, sorted, with their values; undefined, null and empty leave a filter out, false and 0 do not', () => {
    const { shape, values } = presentFilters({ status: 'active', name: '%김%', from: undefined, to: '', classId: null, active: false, ageBand: 0 });
    expect(shape).toBe('active,ageBand,name,status');
    expect(values).toEqual({ active: false, ageBand: 0, name: '%김%', status: 'active' });
    expect(Object.keys(filterParams(shape))).toEqual(['active', 'ageBand', 'name', 'status']);
    expect(presentFilters({ to: 'b', from: 'a' }).shape).toBe(presentFilters({ from: 'a', to: 'b' }).shape);
  });

  it('name a shape without filters `all` (never an empty name)', () => {
    const { shape, values } = presentFilters({ name: undefined });
    expect(shape).toBe('all');
    expect(values).toEqual({});
    expect(filterParams(shape)).toEqual({});
  });

  it('put a prefix (another part of the statement) before the filters', () => {
    const sorted = presentFilters({ title: '%식단%' }, 'weekMonday,desc');
    expect(sorted.shape).toBe('weekMonday,desc:title');
    expect(shapePrefix(sorted.shape)).toBe('weekMonday,desc');
    expect(Object.keys(filterParams(sorted.shape))).toEqual(['title']);
    const rest = presentFilters({ status: undefined }, 'rest');
    expect(rest.shape).toBe('rest:all');
    expect(shapePrefix(rest.shape)).toBe('rest');
    expect(filterParams(rest.shape)).toEqual({});
    // @ts-expect-error a shape comes from presentFilters
    filterParams('status');
  });
});
