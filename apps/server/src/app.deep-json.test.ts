import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API_BASE, allEndpoints, errorCatalog } from '@kg/contract';
import { createTestApp, type TestApp } from './test/test-app';
import { createChild, createClass, createTeacher } from './test/factories';
import { familyLoginAs, loginAs, type TestSession } from './test/session';
import { PARENT_PASSWORD, createParent } from './test/parent-factories';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './plugins/json-body';

/**
 * Deeply nested JSON on every operation that takes a JSON body, in both realms and signed in, so the body reaches the
 * parser (docs/product/errors.md#codes, TOO_DEEP). Thousands of `[` once overflowed the stack of the NUL guard and
 * answered 500 on 56 of the 64 operations.
 */

const jsonOperations = allEndpoints.filter((e) => e.body && (e.kind ?? 'json') === 'json');
const TOO_DEEP = [MAX_JSON_DEPTH + 1, 5_000, 20_000];
const SHAPES = {
  array: (depth: number) => '['.repeat(depth) + ']'.repeat(depth),
  object: (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
};

describe('nesting depth of JSON bodies', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan(SHAPES.array(3), 3)).toBe(false);
    expect(nestsDeeperThan(SHAPES.array(4), 3)).toBe(true);
    expect(nestsDeeperThan(SHAPES.object(4), 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{', quoted: 'a\\"[[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[]]]', 2)).toBe(true);
  });
});

describe('deeply nested JSON on every JSON operation', () => {
  let t: TestApp;
  let staff: TestSession;
  let family: TestSession;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_IP_MAX_PER_15MIN: '100000' } });
    const { id: classId } = await createClass(t.app.db, { name: '햇님반' });
    const child = await createChild(t.app.db, { classId, name: '김하늘' });
    await createTeacher(t.app.db, { loginId: 'deepadmin', password: 'deep-admin-1234!', role: 'ROLE_ADMIN' });
    await createParent(t.app.db, { loginId: 'deepparent', children: [{ childId: child.id }] });
    staff = await loginAs(t.app, 'deepadmin', 'deep-admin-1234!');
    family = await familyLoginAs(t.app, 'deepparent', PARENT_PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  it('covers both realms', () => {
    expect(jsonOperations.length).toBeGreaterThanOrEqual(64);
    expect(jsonOperations.some((e) => e.path.startsWith(FAMILY_API_BASE))).toBe(true);
  });

  it('refuses every body nested too deep with TOO_DEEP and never answers 5xx', async () => {
    const failures: string[] = [];
    for (const endpoint of jsonOperations) {
      const isFamily = endpoint.path.startsWith(FAMILY_API_BASE);
      const url = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '1');
      for (const [shape, make] of Object.entries(SHAPES)) {
        for (const depth of [MAX_JSON_DEPTH, ...TOO_DEEP]) {
          const res = await t.app.inject({
            method: endpoint.method,
            url,
            payload: make(depth),
            headers: { ...(isFamily ? family : staff).headers, 'content-type': 'application/json' },
          });
          const body = res.json<{ code: string; message: string }>();
          const label = `${endpoint.method} ${endpoint.path} ${shape}×${depth}: ${res.statusCode} ${body.code}`;
          if (res.statusCode >= 500) failures.push(label);
          else if (depth > MAX_JSON_DEPTH && (res.statusCode !== 400 || body.code !== 'TOO_DEEP' || body.message !== errorCatalog.TOO_DEEP.message)) {
            failures.push(label);
          } else if (depth <= MAX_JSON_DEPTH && body.code === 'TOO_DEEP') failures.push(label);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
