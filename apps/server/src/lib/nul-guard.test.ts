import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/api';
import { twoClassWorld, type TwoClassWorld } from '../test/world';
import { NUL_MESSAGE, findNul } from './nul-guard';

describe('findNul', () => {
  it('finds a NUL in nested strings and keys, and names where it is', () => {
    expect(findNul({ a: 'ok', b: ['x', 'y\u0000'] })).toBe('b.1');
    expect(findNul({ ['k\u0000']: 1 })).toBe('(value)');
    expect(findNul({ a: 'ok', n: 3, list: [1, null] })).toBeNull();
  });
});

describe('a NUL character anywhere in a request', () => {
  let world: TwoClassWorld;
  beforeAll(async () => {
    world = await twoClassWorld();
  });
  afterAll(() => world.t.close());

  it('is a 400 with the Korean message on anonymous login, in a JSON body and in a query', async () => {
    const login = await api(world.t.app, world.anonymous).post('/api/v2/login', { teacherId: 'admin\u0000', passwd: 'x' });
    expect([login.status, login.json.code, login.json.message]).toEqual([400, 'VALIDATION', NUL_MESSAGE]);

    const search = await api(world.t.app, world.admin).get(`/api/v2/story/medicine/search/${world.classA}?searchType=childName&keyword=%00`);
    expect([search.status, search.json.details]).toEqual([400, { keyword: NUL_MESSAGE }]);
  });
});
