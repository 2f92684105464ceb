import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  canParentStopRehome,
  canTransitionRehome,
  cancelFamilyRehomeBodySchema,
  createFamilyRehomeBodySchema,
  endRehomeBodySchema,
  rehomeRequestWindow,
  rehomeSearchQuerySchema,
  rehomeStatuses,
  stopRehomeBodySchema,
} from '../index';

function messageOf(schema: z.ZodTypeAny, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

describe('rehome contract', () => {
  it('allows REQUESTED → CHECKED → ENDED and cancelling before the hand-over, nothing after ENDED or STOPPED', () => {
    const allowed = new Set(['REQUESTED>CHECKED', 'REQUESTED>STOPPED', 'CHECKED>CHECKED', 'CHECKED>ENDED', 'CHECKED>STOPPED']);
    for (const from of rehomeStatuses) {
      for (const to of rehomeStatuses) expect(canTransitionRehome(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    }
  });

  it('ends with an optional override whose reason is required once given', () => {
    expect(endRehomeBodySchema.parse({ classId: '1', rehomeId: '2' })).toEqual({ classId: 1, rehomeId: 2 });
    expect(endRehomeBodySchema.parse({ classId: 1, rehomeId: 2, override: { reason: ' 어머니와 통화 확인 ' } })).toEqual({
      classId: 1,
      rehomeId: 2,
      override: { reason: '어머니와 통화 확인' },
    });
    expect(messageOf(endRehomeBodySchema, { classId: 1, rehomeId: 2, override: { reason: '  ' } })).toBe('인계 사유를 입력해 주세요.');
    expect(messageOf(endRehomeBodySchema, { classId: 1, rehomeId: 2, override: {} })).toBe('인계 사유를 입력해 주세요.');
    expect(messageOf(endRehomeBodySchema, { classId: 1 })).toBe('귀가동의서 번호가 올바르지 않습니다.');
    expect(stopRehomeBodySchema.parse({ classId: 1, rehomeId: 2 })).toEqual({ classId: 1, rehomeId: 2, reason: '' });
  });

  it('searches by child or pickup name, or dates, with a status filter', () => {
    expect(rehomeSearchQuerySchema.parse({ searchType: 'pickupName', keyword: '이모', status: 'ENDED' })).toEqual({
      page: 1,
      size: 10,
      searchType: 'pickupName',
      keyword: '이모',
      status: 'ENDED',
    });
    expect(messageOf(rehomeSearchQuerySchema, { status: 'COMPLETED' })).toBe('귀가동의서 상태가 올바르지 않습니다.');
  });

  describe('the parent app', () => {
    const body = { childCode: 7, rehomeDate: '2026-11-21', rehomeTime: '16:30', method: 'car' };

    it('takes either a listed pickup person or a new one, with an optional emergency phone normalised', () => {
      expect(createFamilyRehomeBodySchema.parse({ ...body, pickupPersonId: '4', emergencyPhone: '01098765432' })).toEqual({
        ...body,
        pickupPersonId: 4,
        emergencyPhone: '010-9876-5432',
        parentNote: '',
      });
      expect(createFamilyRehomeBodySchema.parse({ ...body, pickup: { name: ' 이모 ', relation: '이모', phone: '010-1111-2222' }, emergencyPhone: '' })).toEqual({
        ...body,
        pickup: { name: '이모', relation: '이모', phone: '010-1111-2222' },
        emergencyPhone: '',
        parentNote: '',
      });
    });

    it('refuses with Korean messages', () => {
      expect(messageOf(createFamilyRehomeBodySchema, body)).toBe('인수자를 목록에서 고르거나 새로 입력해 주세요.');
      expect(
        messageOf(createFamilyRehomeBodySchema, { ...body, pickupPersonId: 4, pickup: { name: '이모', relation: '이모', phone: '010-1111-2222' } }),
      ).toBe('인수자를 목록에서 고르거나 새로 입력해 주세요.');
      expect(messageOf(createFamilyRehomeBodySchema, { ...body, pickup: { name: '이모', relation: '이모', phone: '1234' } })).toBe(
        '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
      );
      expect(messageOf(createFamilyRehomeBodySchema, { ...body, pickup: { name: '', relation: '이모', phone: '010-1111-2222' } })).toBe(
        '인수자 이름을 입력해 주세요. (50자 이하)',
      );
      expect(messageOf(createFamilyRehomeBodySchema, { ...body, pickupPersonId: 4, emergencyPhone: '112' })).toBe('전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)');
      expect(messageOf(createFamilyRehomeBodySchema, { ...body, pickupPersonId: 4, rehomeTime: '25:00' })).toBe('귀가 시간을 16:30처럼 입력해 주세요.');
      expect(messageOf(createFamilyRehomeBodySchema, { ...body, pickupPersonId: 4, method: 'taxi' })).toBe('귀가 방법을 골라 주세요.');
      expect(messageOf(createFamilyRehomeBodySchema, { ...body, pickupPersonId: 4, rehomeDate: '2026-13-01' })).toBe('귀가일을 2026-11-21처럼 입력해 주세요.');
      expect(messageOf(createFamilyRehomeBodySchema, { ...body, pickupPersonId: 'x' })).toBe('인수자를 목록에서 다시 골라 주세요.');
      expect(messageOf(cancelFamilyRehomeBodySchema, { childCode: 7 })).toBe('귀가동의서 번호가 올바르지 않습니다.');
    });

    it('lets parents cancel until the hand-over, within today … +30 days', () => {
      expect(rehomeStatuses.filter(canParentStopRehome)).toEqual(['REQUESTED', 'CHECKED']);
      expect(rehomeRequestWindow('2026-12-15')).toEqual({ first: '2026-12-15', last: '2027-01-14' });
    });
  });
});
