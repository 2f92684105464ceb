import { describe, expect, it } from 'vitest';
import { MAX_ID, requiredIdSchema } from './fields';

describe('requiredIdSchema', () => {
  const id = requiredIdSchema('id가 필요합니다.');

  it('takes a positive integer up to the database integer range, from a number or a path/query string', () => {
    expect(id.parse('42')).toBe(42);
    expect(id.parse(MAX_ID)).toBe(MAX_ID);
  });

  it('refuses ids beyond the integer range with the Korean message (no database error, no 500)', () => {
    for (const value of ['2147483648', '9e9', 2 ** 40]) {
      const result = id.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0].message).toBe('id가 필요합니다.');
    }
  });
});
