import { z } from 'zod';
import { dateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, searchQuerySchema } from '../common/search';
import { PARENT_MOBILE_PATTERN } from '../parent/parent.schema';

// ------------------------------------------------------------------------------------------------ kinds and statuses

/** 입소 상담 (admission consultation) or 견학 (a visit of the centre). */
export const reservationKinds = ['consult', 'visit'] as const;
export type ReservationKind = (typeof reservationKinds)[number];
export const reservationKindLabels: Record<ReservationKind, string> = { consult: '입소 상담', visit: '견학' };

export const reservationStatuses = ['REQUESTED', 'CONFIRMED', 'DONE', 'CANCELLED'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const reservationStatusLabels: Record<ReservationStatus, string> = {
  REQUESTED: '신청',
  CONFIRMED: '확정',
  DONE: '완료',
  CANCELLED: '취소',
};

const transitions: Record<ReservationStatus, readonly ReservationStatus[]> = {
  REQUESTED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['DONE', 'CANCELLED'],
  DONE: [],
  CANCELLED: [],
};

/** 신청 → 확정 → 완료, or 취소 before completion; a finished or cancelled reservation stays as it is. */
export function canTransitionReservation(from: ReservationStatus, to: ReservationStatus): boolean {
  return transitions[from].includes(to);
}

/** The statuses a reservation in `from` can move to (the buttons the screen offers). */
export function nextReservationStatuses(from: ReservationStatus): readonly ReservationStatus[] {
  return transitions[from];
}

/** Why `from → to` is refused (409), in Korean. */
export function reservationTransitionMessage(from: ReservationStatus, to: ReservationStatus): string {
  if (from === to) return `이미 ${reservationStatusLabels[from]} 상태인 예약입니다.`;
  if (from === 'DONE') return '완료된 예약은 상태를 바꿀 수 없습니다.';
  if (from === 'CANCELLED') return '취소된 예약은 상태를 바꿀 수 없습니다.';
  if (to === 'DONE') return '확정되지 않은 예약은 완료할 수 없습니다. 먼저 확정해 주세요.';
  return '신청 상태로 되돌릴 수 없습니다.';
}

/** A finished or cancelled reservation is a record: it is no longer edited. */
export const isReservationClosed = (status: ReservationStatus): boolean => status === 'DONE' || status === 'CANCELLED';
export const RESERVATION_CLOSED_MESSAGE = '완료되거나 취소된 예약은 수정할 수 없습니다.';
export const RESERVATION_PAST_DATE_MESSAGE = '희망일은 오늘 이후로 선택해 주세요.';
export const RESERVATION_FUTURE_BIRTH_MESSAGE = '생년월일은 오늘 이후일 수 없습니다.';

// ------------------------------------------------------------------------------------------------ fields

export const reservationIdSchema = requiredIdSchema('예약 번호가 올바르지 않습니다.');
export const reservationStatusSchema = z.enum(reservationStatuses, { error: '예약 상태를 선택해 주세요.' });
export const reservationKindSchema = z.enum(reservationKinds, { error: '예약 종류를 선택해 주세요.' });
export const RESERVATION_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const optionalText = (max: number, message: string) => z.string().trim().max(max, { error: message }).optional().default('');

/** What a centre writes down when a family calls: who, how to reach them, which child, when they wish to come. */
export const reservationBodySchema = z.object({
  familyName: z
    .string({ error: '보호자 이름을 입력해 주세요.' })
    .trim()
    .min(1, { error: '보호자 이름을 입력해 주세요.' })
    .max(50, { error: '보호자 이름은 50자 이하로 입력해 주세요.' }),
  phone: z
    .string({ error: '연락처를 입력해 주세요.' })
    .trim()
    .regex(PARENT_MOBILE_PATTERN, { error: '연락처는 010-1234-5678 형식으로 입력해 주세요.' }),
  childName: optionalText(50, '아이 이름은 50자 이하로 입력해 주세요.'),
  childBirthDate: z.preprocess(
    (v) => (v === '' ? null : v),
    dateSchema('아이 생년월일을 2021-03-15처럼 입력해 주세요.').nullable().optional().default(null),
  ),
  kind: reservationKindSchema,
  wishedDate: dateSchema('희망일을 2026-11-25처럼 입력해 주세요.', '희망일을 선택해 주세요.'),
  wishedTime: z.string({ error: '희망 시간을 입력해 주세요.' }).regex(RESERVATION_TIME_PATTERN, { error: '희망 시간을 10:30처럼 입력해 주세요.' }),
  memo: optionalText(1000, '메모는 1000자 이하로 입력해 주세요.'),
});
export type ReservationBody = z.infer<typeof reservationBodySchema>;
export type ReservationInput = z.input<typeof reservationBodySchema>;

export const changeReservationStatusBodySchema = z.object({
  status: z.enum(['CONFIRMED', 'DONE', 'CANCELLED'], { error: '바꿀 상태를 선택해 주세요.' }),
  staffNote: optionalText(1000, '처리 메모는 1000자 이하로 입력해 주세요.'),
});
export type ChangeReservationStatusBody = z.infer<typeof changeReservationStatusBodySchema>;
export type ChangeReservationStatusInput = z.input<typeof changeReservationStatusBodySchema>;

// ------------------------------------------------------------------------------------------------ rows and calls

export const reservationSchema = z.object({
  reservationId: z.number().int(),
  familyName: z.string(),
  phone: z.string(),
  childName: z.string(),
  childBirthDate: z.string().nullable(),
  kind: reservationKindSchema,
  wishedDate: z.string(),
  wishedTime: z.string().nullable(),
  memo: z.string(),
  status: reservationStatusSchema,
  staffNote: z.string(),
  handledByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationPageSchema = pageSchema(reservationSchema);
export type ReservationPage = z.infer<typeof reservationPageSchema>;

export const reservationSearchTypes = ['familyName', 'phone', 'date'] as const;
export type ReservationSearchType = (typeof reservationSearchTypes)[number];
/** `date` searches the wished date. */
export const reservationSearchQuerySchema = searchQuerySchema(reservationSearchTypes, 1, {
  status: optionalFilter(reservationStatusSchema),
  kind: optionalFilter(z.enum(reservationKinds, { error: '예약 종류를 선택해 주세요.' })),
});
export type ReservationSearchQuery = z.infer<typeof reservationSearchQuerySchema>;

export const reservationParamsSchema = z.object({ id: reservationIdSchema });

export const RESERVATION_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const reservationCalendarQuerySchema = z.object({
  month: z.string({ error: '달을 2026-11처럼 입력해 주세요.' }).regex(RESERVATION_MONTH_PATTERN, { error: '달을 2026-11처럼 입력해 주세요.' }),
});
export type ReservationCalendarQuery = z.infer<typeof reservationCalendarQuerySchema>;

/** A month of reservations, one entry per day that has any (cancelled ones too), days and times in order. */
export const reservationCalendarSchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), items: z.array(reservationSchema) })),
});
export type ReservationCalendar = z.infer<typeof reservationCalendarSchema>;
