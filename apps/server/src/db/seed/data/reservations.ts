import type { reservations, ReservationKind, ReservationStatus } from '../../schema/index';
import { addDays } from '@kg/contract';
import { at, makeChild, type PeopleFactory, type SeedContext } from '../factory';

export type ReservationSeed = {
  /** wished day relative to today */
  dayOffset: number;
  time: string;
  kind: ReservationKind;
  status: ReservationStatus;
  memo: string;
  staffNote: string;
};

/** A dozen admission consultations and visits around today, in every status (상담 예약 demo). */
export const DEMO_RESERVATIONS: readonly ReservationSeed[] = [
  { dayOffset: -12, time: '10:00', kind: 'consult', status: 'DONE', memo: '맞벌이라 연장 보육이 가능한지 궁금합니다.', staffNote: '연장 보육 19시 30분까지 안내, 3월 입소 희망' },
  { dayOffset: -9, time: '15:30', kind: 'visit', status: 'DONE', memo: '견학 때 교실과 놀이터를 보고 싶습니다.', staffNote: '할머니와 함께 방문, 대기 신청함' },
  { dayOffset: -7, time: '11:00', kind: 'consult', status: 'CANCELLED', memo: '', staffNote: '이사 일정 변경으로 보호자가 취소' },
  { dayOffset: -5, time: '14:00', kind: 'consult', status: 'DONE', memo: '식품 알레르기가 있는데 식단 조정이 되나요?', staffNote: '영양사 상담 연결, 대체 식단 가능 안내' },
  { dayOffset: -2, time: '10:30', kind: 'visit', status: 'DONE', memo: '동생과 함께 입소 가능한지 상담받고 싶어요.', staffNote: '형제 우선 입소 기준 설명' },
  { dayOffset: 0, time: '16:00', kind: 'consult', status: 'CONFIRMED', memo: '퇴근 후 방문 예정입니다.', staffNote: '원장 상담, 입소 서류 안내 예정' },
  { dayOffset: 1, time: '10:00', kind: 'visit', status: 'CONFIRMED', memo: '아이와 함께 방문해도 될까요?', staffNote: '아이 동반 가능 안내' },
  { dayOffset: 2, time: '13:30', kind: 'consult', status: 'REQUESTED', memo: '어린이집 적응 기간은 어떻게 운영되나요?', staffNote: '' },
  { dayOffset: 3, time: '11:00', kind: 'visit', status: 'REQUESTED', memo: '', staffNote: '' },
  { dayOffset: 5, time: '15:00', kind: 'consult', status: 'CANCELLED', memo: '차량 운행 범위가 궁금합니다.', staffNote: '다른 어린이집 입소 확정으로 취소' },
  { dayOffset: 8, time: '10:30', kind: 'consult', status: 'REQUESTED', memo: '만 1세반 자리가 있는지 궁금합니다.', staffNote: '' },
  { dayOffset: 14, time: '14:30', kind: 'visit', status: 'REQUESTED', memo: '주말 부부라 아빠 혼자 방문합니다.', staffNote: '' },
];

/** The demo reservations as rows: made-up families and children, handled by `handledBy` unless still 신청. */
export function demoReservationRows(ctx: SeedContext, people: PeopleFactory, handledBy: number): (typeof reservations.$inferInsert)[] {
  const rng = ctx.rng.fork(6);
  return DEMO_RESERVATIONS.map((r, i) => {
    const gender = rng.chance(0.5) ? 'M' : 'F';
    const surname = people.surname();
    const createdDay = addDays(ctx.today, Math.min(r.dayOffset, 0) - 3 - (i % 4));
    return {
      centreId: ctx.centreId,
      familyName: people.adult(rng.chance(0.8) ? 'F' : 'M', surname),
      phone: people.phone(),
      childName: surname + people.childGiven(gender),
      childBirthDate: makeChild({ ...ctx, rng }, people, { ageBand: rng.int(0, 3) }).birthDate,
      kind: r.kind,
      wishedDate: addDays(ctx.today, r.dayOffset),
      wishedTime: r.time,
      memo: r.memo,
      status: r.status,
      staffNote: r.staffNote,
      handledBy: r.status === 'REQUESTED' ? null : handledBy,
      handledAt: r.status === 'REQUESTED' ? null : at(ctx, addDays(createdDay, 1), '16:00'),
      createdAt: at(ctx, createdDay, '13:00'),
    };
  });
}
