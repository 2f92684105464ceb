import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './endpoints';

/**
 * Every message a refused request can show is plain Korean (docs/product/errors.md#required-fields): no `yyyy-MM-dd`,
 * `HH:mm` or '형식이어야', and no field name in English ('date는', 'childCode가'). Each endpoint's params, query and body
 * are fed wrong values of every kind, nested objects and lists included, and every message that comes back is checked.
 */

const TECHNICAL = /yyyy|HH:mm|형식이어야|형식의 날짜|ISO ?8601|true 또는 false|(^|[\s'(])[A-Za-z]+[A-Z][A-Za-z]*(가|이|는|은|을|를|와|과)\s/;
const TECHNICAL_LOWER = /(^|[\s'(])(date|day|month|status|kind|page|size|refType|refId|tempKey|[a-z]+Id|[a-z]+Code|[a-z]+At)(가|이|는|은|을|를)\s/;

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value of `schema`'s shape whose every leaf is `leaf` (objects stay objects, lists get one item). */
function junk(schema: z.ZodType, leaf: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 6) return leaf;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') return junk(def.innerType!, leaf, depth + 1);
  if (def.type === 'pipe') return junk(def.in!, leaf, depth + 1);
  if (def.type === 'object') return Object.fromEntries(Object.entries(def.shape!).map(([key, child]) => [key, junk(child, leaf, depth + 1)]));
  if (def.type === 'array') return [junk(def.element!, leaf, depth + 1)];
  return leaf;
}

const LEAVES: unknown[] = ['x', '', ' ', -1, 0, 1.5, 99999, '2026/13/45', '2026-02-30', '25:99', 'abc!', null, true, {}, [], 'x'.repeat(5001)];

function messagesOf(schema: z.ZodType): Set<string> {
  const seen = new Set<string>();
  for (const value of [undefined, {}, ...LEAVES.map((leaf) => junk(schema, leaf))]) {
    const result = schema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) seen.add(issue.message);
  }
  return seen;
}

describe('refusal messages are plain Korean', () => {
  it('no message of any endpoint shows a date pattern, a technical phrase or an English field name', () => {
    const found: string[] = [];
    for (const endpoint of allEndpoints) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        for (const message of messagesOf(schema)) {
          if (TECHNICAL.test(message) || TECHNICAL_LOWER.test(message) || !/[가-힣]/.test(message)) {
            found.push(`${endpoint.method} ${endpoint.path} ${part}: ${message}`);
          }
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it("a schema without its own message still answers in Korean (zod's default is English)", () => {
    const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0].message;
    expect(first(z.string().max(100), 'x'.repeat(101))).toBe('100자 이하로 입력해 주세요.');
    expect(first(z.string().min(1), '')).toBe('값을 입력해 주세요.');
    expect(first(z.number().max(5), 6)).toBe('5 이하로 입력해 주세요.');
    expect(first(z.array(z.number()).max(2), [1, 2, 3])).toBe('2개까지 입력할 수 있습니다.');
    expect(first(z.enum(['a', 'b']), 'c')).toBe('목록에 있는 값 중에서 선택해 주세요.');
    expect(first(z.boolean(), 'yes')).toBe('입력값을 확인해 주세요.');
    expect(first(z.object({ a: z.string() }), {})).toBe('값을 입력해 주세요.');
    expect(first(z.string().max(3, { error: '세 글자까지입니다.' }), 'abcd')).toBe('세 글자까지입니다.');
  });
});
