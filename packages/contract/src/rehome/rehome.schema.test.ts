import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { canTransitionRehome, endRehomeBodySchema, rehomeSearchQuerySchema, rehomeStatuses, stopRehomeBodySchema } from '../index';

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
});
