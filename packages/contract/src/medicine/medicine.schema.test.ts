import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  canParentChangeMedicine,
  canTransitionMedicine,
  cancelFamilyMedicineBodySchema,
  createFamilyMedicineBodySchema,
  medicineRequestWindow,
  medicineSummary,
  updateFamilyMedicineBodySchema,
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
  it('allows only REQUESTED → CHECKED → COMPLETED, with a harmless second check, and the parent cancelling before the check', () => {
    const allowed = new Set(['REQUESTED>CHECKED', 'CHECKED>CHECKED', 'CHECKED>COMPLETED', 'REQUESTED>CANCELLED']);
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

  describe('the parent app', () => {
    const medicine = { medicineName: ' 해열제 시럽 ', dosage: '5ml', times: '점심 식후 30분', storage: 'fridge' };
    const body = { childCode: '7', requestDate: '2026-11-21', symptom: ' 열 ', medicines: [medicine], confirmed: true };

    it('takes a confirmed request with 1–5 medicines in order, trimmed', () => {
      expect(createFamilyMedicineBodySchema.parse(body)).toEqual({
        childCode: 7,
        requestDate: '2026-11-21',
        symptom: '열',
        medicines: [{ medicineName: '해열제 시럽', dosage: '5ml', times: '점심 식후 30분', storage: 'fridge' }],
        parentNote: '',
        confirmed: true,
      });
      const five = createFamilyMedicineBodySchema.parse({ ...body, medicines: ['가', '나', '다', '라', '마'].map((n) => ({ ...medicine, medicineName: n })) });
      expect(five.medicines.map((m) => m.medicineName)).toEqual(['가', '나', '다', '라', '마']);
    });

    it('refuses with Korean messages: no confirmation, no or too many medicines, a bad medicine or day', () => {
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, confirmed: false })).toBe('투약 의뢰 내용을 확인하고 동의해 주세요.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, confirmed: undefined })).toBe('투약 의뢰 내용을 확인하고 동의해 주세요.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, confirmed: 'true' })).toBe('투약 의뢰 내용을 확인하고 동의해 주세요.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, medicines: [] })).toBe('약을 한 가지 이상 입력해 주세요.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, medicines: undefined })).toBe('약을 한 가지 이상 입력해 주세요.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, medicines: Array(6).fill(medicine) })).toBe('약은 한 번에 5가지까지 적을 수 있습니다.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, medicines: [{ ...medicine, medicineName: '  ' }] })).toBe('약 종류를 입력해 주세요. (100자 이하)');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, medicines: [{ ...medicine, storage: 'freezer' }] })).toBe('보관 방법을 골라 주세요.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, medicines: [{ ...medicine, dosage: '' }] })).toBe('용량을 입력해 주세요. (50자 이하)');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, requestDate: '2026-02-30' })).toBe('투약일을 2026-11-21처럼 입력해 주세요.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, requestDate: '' })).toBe('투약일을 선택해 주세요.');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, symptom: '' })).toBe('증상을 입력해 주세요. (200자 이하)');
      expect(messageOf(createFamilyMedicineBodySchema, { ...body, childCode: 'x' })).toBe('자녀를 선택해 주세요.');
      expect(messageOf(updateFamilyMedicineBodySchema, body)).toBe('투약의뢰서 번호가 올바르지 않습니다.');
      expect(updateFamilyMedicineBodySchema.parse({ ...body, medicineId: '3' }).medicineId).toBe(3);
      expect(messageOf(cancelFamilyMedicineBodySchema, { childCode: 7 })).toBe('투약의뢰서 번호가 올바르지 않습니다.');
    });

    it('lets parents change only requested ones, within today … +30 days, and summarises the medicines', () => {
      expect(medicineStatuses.filter(canParentChangeMedicine)).toEqual(['REQUESTED']);
      expect(medicineRequestWindow('2026-11-21')).toEqual({ first: '2026-11-21', last: '2026-12-21' });
      expect(medicineSummary([{ medicineName: '해열제 시럽' }])).toBe('해열제 시럽');
      expect(medicineSummary([{ medicineName: '해열제 시럽' }, { medicineName: '안약' }, { medicineName: '연고' }])).toBe('해열제 시럽 외 2');
      expect(medicineSummary([])).toBe('');
    });
  });
});
