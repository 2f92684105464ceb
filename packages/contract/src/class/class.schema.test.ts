import { describe, expect, it } from 'vitest';
import { CLASS_NOT_EMPTY_MESSAGE, classBodySchema, classNameCheckQuerySchema, classSearchQuerySchema, assignTeacherBodySchema } from './class.schema';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('class contract', () => {
  it('trims the name, lower-cases the colour and defaults it to #e2e8f0 (docs/product/class.md#rules)', () => {
    expect(classBodySchema.parse({ className: ' 햇님반 ', ageBand: '0', capacity: '6' })).toEqual({
      className: '햇님반',
      color: '#e2e8f0',
      ageBand: 0,
      capacity: 6,
      introduction: '',
    });
    expect(classBodySchema.parse({ className: '달님반', color: '#FBCFE8', ageBand: 1, capacity: 10 }).color).toBe('#fbcfe8');
  });

  it('answers every field in Korean at once', () => {
    expect(issues(classBodySchema.safeParse({ className: '', color: 'pink', ageBand: 6, capacity: 1.5, introduction: 'x'.repeat(1001) }))).toEqual({
      className: '반 이름을 입력해 주세요.',
      color: '색상을 선택해 주세요.',
      ageBand: '연령(만 0~5세)을 선택해 주세요.',
      capacity: '정원은 정수로 입력해 주세요.',
      introduction: '반 소개는 1000자 이하로 입력해 주세요.',
    });
  });

  it('refuses a capacity outside 1–100 with the range instead of clamping it, and an empty one as missing', () => {
    const capacity = (value: unknown) => issues(classBodySchema.safeParse({ className: '햇님반', ageBand: 0, capacity: value })).capacity;
    expect(capacity(0)).toBe('정원은 1명에서 100명 사이로 입력해 주세요.');
    expect(capacity(999)).toBe('정원은 1명에서 100명 사이로 입력해 주세요.');
    expect(capacity(-3)).toBe('정원은 1명에서 100명 사이로 입력해 주세요.');
    expect(capacity(null)).toBe('정원을 입력해 주세요.');
    expect(capacity('')).toBe('정원을 입력해 주세요.');
    expect(capacity(undefined)).toBe('정원을 입력해 주세요.');
    expect(capacity(1)).toBeUndefined();
    expect(capacity(100)).toBeUndefined();
  });

  it('filters by age band only with a valid band, and ignores an empty one', () => {
    expect(classSearchQuerySchema.parse({ ageBand: '' })).toEqual({ page: 1, size: 10 });
    expect(classSearchQuerySchema.parse({ ageBand: '4' }).ageBand).toBe(4);
    expect(classSearchQuerySchema.safeParse({ ageBand: '-1' }).success).toBe(false);
    expect(classNameCheckQuerySchema.parse({ className: ' 별님반', excludeId: '' })).toEqual({ className: '별님반' });
  });

  it('keeps each teacher once in an assignment', () => {
    expect(assignTeacherBodySchema.parse({ tnos: [3, '4', 3] })).toEqual({ tnos: [3, 4] });
    expect(assignTeacherBodySchema.parse({ tnos: [] })).toEqual({ tnos: [] });
  });

  it('says who is still in a class that cannot be deleted', () => {
    expect(CLASS_NOT_EMPTY_MESSAGE(3, 0)).toBe('이 반에 원아 3명이 배정되어 있습니다. 먼저 다른 반으로 옮기거나 배정을 해제한 뒤 삭제해 주세요.');
    expect(CLASS_NOT_EMPTY_MESSAGE(0, 2)).toContain('교사 2명이 배정되어');
  });
});
