import { invalid } from './errors';

export const NUL_MESSAGE = '입력값에 사용할 수 없는 문자(NUL)가 있습니다.';

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(key, path) ?? findNul(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** One rule for every string a client sends (params, query, JSON body): no NUL, a 400 on the field that has one. */
export function assertNoNul(parts: { params?: unknown; query?: unknown; body?: unknown }): void {
  for (const part of [parts.params, parts.query, parts.body]) {
    const field = findNul(part);
    if (field) throw invalid(field, NUL_MESSAGE);
  }
}
