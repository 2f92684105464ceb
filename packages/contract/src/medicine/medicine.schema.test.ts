import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  canTransitionMedicine,
  logMedicineDoseBodySchema,
  medicineParamsSchema,
  medicineSearchQuerySchema,
  medicineStatuses,
} from '../index';

function messageOf(schema: z.ZodTypeAny, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

describe('medicine contract', () => {
  it('allows only REQUESTED → CHECKED → COMPLETED, with a harmless second check', () => {
    const allowed = new Set(['REQUESTED>CHECKED', 'CHECKED>CHECKED', 'CHECKED>COMPLETED']);
    for (const from of medicineStatuses) {
      for (const to of medicineStatuses) expect(canTransitionMedicine(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    }
  });

  it('searches by child name or dates, with a status filter beside either', () => {
    expect(medicineSearchQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(medicineSearchQuerySchema.parse({ status: '', searchType: 'childName', keyword: ' 민 ', startDate: '2026-11-01' })).toEqual({
      page: 1,
      size: 10,
      searchType: 'childName',
      keyword: '민',
    });
    expect(
      medicineSearchQuerySchema.parse({ searchType: 'date', startDate: '2026-11-30', endDate: '2026-11-01', status: 'CHECKED', page: '3' }),
    ).toEqual({ page: 3, size: 10, searchType: 'date', startDate: '2026-11-01', endDate: '2026-11-30', status: 'CHECKED' });
    expect(messageOf(medicineSearchQuerySchema, { status: 'DONE' })).toBe('투약의뢰서 상태가 올바르지 않습니다.');
    expect(messageOf(medicineSearchQuerySchema, { page: '0' })).toBe('페이지 번호는 1부터 시작합니다.');
  });

  it('needs classId and medicineId in the detail path', () => {
    expect(messageOf(medicineParamsSchema, { classId: 'x', id: '2' })).toBe('반을 선택해 주세요.');
    expect(messageOf(medicineParamsSchema, { classId: '1', id: 'x' })).toBe('투약의뢰서 번호가 올바르지 않습니다.');
    expect(medicineParamsSchema.parse({ classId: '1', id: '2' })).toEqual({ classId: 1, id: 2 });
  });

  it('logs a dose with an optional ISO time and a short note', () => {
    expect(logMedicineDoseBodySchema.parse({ classId: 1, medicineId: 2 })).toEqual({ classId: 1, medicineId: 2, note: '' });
    expect(logMedicineDoseBodySchema.parse({ classId: 1, medicineId: 2, givenAt: '2026-11-21T12:40:00+09:00', note: ' 식후 ' })).toEqual({
      classId: 1,
      medicineId: 2,
      givenAt: '2026-11-21T12:40:00+09:00',
      note: '식후',
    });
    expect(messageOf(logMedicineDoseBodySchema, { classId: 1, medicineId: 2, givenAt: '12:40' })).toBe(
      '투약 시각이 올바르지 않습니다. 날짜와 시각을 다시 선택해 주세요.',
    );
    expect(messageOf(logMedicineDoseBodySchema, { classId: 1 })).toBe('투약의뢰서 번호가 올바르지 않습니다.');
    expect(messageOf(logMedicineDoseBodySchema, { classId: 1, medicineId: 2, note: 'x'.repeat(201) })).toBe('투약 메모는 200자 이하로 입력해 주세요.');
  });
});
