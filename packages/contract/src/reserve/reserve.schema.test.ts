import { describe, expect, it } from 'vitest';
import {
  canTransitionReservation,
  nextReservationStatuses,
  reservationBodySchema,
  reservationCalendarQuerySchema,
  reservationStatuses,
  reservationTransitionMessage,
} from './reserve.schema';

describe('reservation transitions', () => {
  it('goes 신청 → 확정 → 완료, or 취소 before completion, and nothing after', () => {
    const allowed = reservationStatuses.flatMap((from) => reservationStatuses.filter((to) => canTransitionReservation(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['REQUESTED>CONFIRMED', 'REQUESTED>CANCELLED', 'CONFIRMED>DONE', 'CONFIRMED>CANCELLED']);
    expect(nextReservationStatuses('DONE')).toEqual([]);
  });

  it('says in Korean why a transition is refused', () => {
    expect(reservationTransitionMessage('REQUESTED', 'DONE')).toBe('확정되지 않은 예약은 완료할 수 없습니다. 먼저 확정해 주세요.');
    expect(reservationTransitionMessage('DONE', 'CANCELLED')).toBe('완료된 예약은 상태를 바꿀 수 없습니다.');
    expect(reservationTransitionMessage('CANCELLED', 'CONFIRMED')).toBe('취소된 예약은 상태를 바꿀 수 없습니다.');
    expect(reservationTransitionMessage('CONFIRMED', 'CONFIRMED')).toBe('이미 확정 상태인 예약입니다.');
  });
});

describe('reservation body', () => {
  const valid = { familyName: '김민지', phone: '010-1234-5678', kind: 'consult', wishedDate: '2026-12-01', wishedTime: '10:30' };

  it('fills optional fields and trims text', () => {
    expect(reservationBodySchema.parse({ ...valid, familyName: ' 김민지 ', childBirthDate: '' })).toEqual({
      ...valid,
      childName: '',
      childBirthDate: null,
      memo: '',
    });
  });

  it('answers field by field in Korean', () => {
    const result = reservationBodySchema.safeParse({ ...valid, phone: '02-123-4567', wishedDate: '2026-02-30', wishedTime: '25:00', kind: 'tour' });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      phone: '연락처는 010-1234-5678 형식으로 입력해 주세요.',
      kind: '예약 종류를 선택해 주세요.',
      wishedDate: '희망일을 2026-11-25처럼 입력해 주세요.',
      wishedTime: '희망 시간을 10:30처럼 입력해 주세요.',
    });
  });

  it('takes a calendar month as yyyy-MM', () => {
    expect(reservationCalendarQuerySchema.safeParse({ month: '2026-11' }).success).toBe(true);
    expect(reservationCalendarQuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
  });
});
