import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API_BASE, allEndpoints, errorCatalog } from '@kg/contract';
import { createBothRealms, type BothRealms } from './test/both-realms';
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
  let realms: BothRealms;

  beforeAll(async () => {
    realms = await createBothRealms();
  }, 60_000);
  afterAll(() => realms.t.close());

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
          const res = await realms.t.app.inject({
            method: endpoint.method,
            url,
            payload: make(depth),
            headers: { ...(isFamily ? realms.family : realms.staff).headers, 'content-type': 'application/json' },
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
