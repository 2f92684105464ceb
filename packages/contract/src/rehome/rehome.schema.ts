import { z } from 'zod';
import { addDays } from '../common/dates';
import { classIdSchema, dateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, pagingSchema, searchQuerySchema } from '../common/search';
import { childPhoneSchema } from '../child/child.schema';
import { familyChildCodeSchema } from '../family/family.schema';

export const rehomeStatuses = ['REQUESTED', 'CHECKED', 'ENDED', 'STOPPED'] as const;
export type RehomeStatus = (typeof rehomeStatuses)[number];
export const rehomeStatusLabels: Record<RehomeStatus, string> = {
  REQUESTED: '요청',
  CHECKED: '확인',
  ENDED: '귀가완료',
  STOPPED: '취소',
};

export const rehomeIdSchema = requiredIdSchema('귀가동의서 번호가 올바르지 않습니다.');

/** Rehome check/end/stop (docs/product/rehome.md#rules): classId and rehomeId required. */
export const rehomeActionBodySchema = z.object({ classId: classIdSchema, rehomeId: rehomeIdSchema });
export type RehomeActionBody = z.infer<typeof rehomeActionBodySchema>;

// ------------------------------------------------------------------------------------------------ rules, rows, calls

const rehomeTransitions: Record<RehomeStatus, RehomeStatus[]> = {
  REQUESTED: ['CHECKED', 'STOPPED'],
  CHECKED: ['CHECKED', 'ENDED', 'STOPPED'],
  ENDED: [],
  STOPPED: [],
};
/** REQUESTED → CHECKED → ENDED, REQUESTED | CHECKED → STOPPED; checking twice is harmless; nothing after ENDED/STOPPED. */
export function canTransitionRehome(from: RehomeStatus, to: RehomeStatus): boolean {
  return rehomeTransitions[from].includes(to);
}

export const rehomeMethods = ['walk', 'car', 'bus', 'other'] as const;
export type RehomeMethod = (typeof rehomeMethods)[number];
export const rehomeMethodLabels: Record<RehomeMethod, string> = { walk: '도보', car: '자가용', bus: '통학 차량', other: '기타' };

export const REHOME_END_BEFORE_CHECK_MESSAGE = '확인하지 않은 귀가동의서는 귀가 완료할 수 없습니다.';
export const REHOME_CLOSED_MESSAGE = '귀가 완료되었거나 취소된 귀가동의서는 변경할 수 없습니다.';
export const REHOME_OVERRIDE_REQUIRED_MESSAGE = '인계 권한이 확인되지 않은 인수자입니다. 인계 사유를 입력해 주세요.';
export const REHOME_OVERRIDE_REASON_MESSAGE = '인계 사유를 입력해 주세요.';

export const rehomeStatusSchema = z.enum(rehomeStatuses, { error: '귀가동의서 상태가 올바르지 않습니다.' });

/**
 * A record as the list shows it. `rehomeTime` is HH:mm; `pickupAuthorised` is true only when the child's record names
 * this pickup person as authorised (an unknown or a barred person needs an override to hand over).
 */
export const rehomeListItemSchema = z.object({
  rehomeId: z.number().int(),
  classId: z.number().int(),
  childCode: z.number().int(),
  childName: z.string(),
  rehomeDate: z.string(),
  rehomeTime: z.string(),
  pickupName: z.string(),
  relation: z.string(),
  phone: z.string(),
  method: z.enum(rehomeMethods),
  status: rehomeStatusSchema,
  pickupAuthorised: z.boolean(),
  /** cancelled by the parent in the parent app (the staff side shows '보호자 취소') */
  stoppedByParent: z.boolean(),
  isToday: z.boolean(),
  createdAt: z.string(),
});
export type RehomeListItem = z.infer<typeof rehomeListItemSchema>;

/** Everything about one record (detail, and the answer of every change). Instants are ISO strings. */
export const rehomeSchema = rehomeListItemSchema.extend({
  className: z.string(),
  parentNote: z.string(),
  /** 비상 연락처 the parent gave ('' when none) */
  emergencyPhone: z.string(),
  /** the parent who sent it in the parent app and their relation to the child (null: entered before the app) */
  requestedByName: z.string().nullable(),
  requestedByRelation: z.string().nullable(),
  /** the pickup person is on the child's list at all (authorised or barred) */
  pickupRegistered: z.boolean(),
  /** what the child's record says about this person (e.g. '보호자 사전 연락 없이는 인계 불가') */
  pickupNote: z.string(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  endedByName: z.string().nullable(),
  endedAt: z.string().nullable(),
  handedOverAt: z.string().nullable(),
  stoppedByName: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  overrideReason: z.string(),
  teacherNote: z.string(),
  updatedAt: z.string(),
});
export type Rehome = z.infer<typeof rehomeSchema>;

export const rehomePageSchema = pageSchema(rehomeListItemSchema);
export type RehomePage = z.infer<typeof rehomePageSchema>;

export const rehomeSearchTypes = ['childName', 'pickupName', 'date'] as const;
export type RehomeSearchType = (typeof rehomeSearchTypes)[number];

export const rehomeSearchParamsSchema = z.object({ classId: classIdSchema });
export const rehomeSearchQuerySchema = searchQuerySchema(rehomeSearchTypes, 1, { status: optionalFilter(rehomeStatusSchema) });
export type RehomeSearchQuery = z.infer<typeof rehomeSearchQuerySchema>;

export const rehomeParamsSchema = z.object({ classId: classIdSchema, id: rehomeIdSchema });
export type RehomeParams = z.infer<typeof rehomeParamsSchema>;

export const rehomeOverrideSchema = z.object({
  reason: z
    .string({ error: REHOME_OVERRIDE_REASON_MESSAGE })
    .trim()
    .min(1, { error: REHOME_OVERRIDE_REASON_MESSAGE })
    .max(200, { error: '인계 사유는 200자 이하로 입력해 주세요.' }),
});

/** Hand-over: an unauthorised pickup person needs `override.reason` (checked by the server against the child's record). */
export const endRehomeBodySchema = rehomeActionBodySchema.extend({ override: rehomeOverrideSchema.optional() });
export type EndRehomeBody = z.infer<typeof endRehomeBodySchema>;

/** Cancel, with an optional reason kept as the teacher's note. */
export const stopRehomeBodySchema = rehomeActionBodySchema.extend({
  reason: z.string().trim().max(200, { error: '취소 사유는 200자 이하로 입력해 주세요.' }).optional().default(''),
});
export type StopRehomeBody = z.infer<typeof stopRehomeBodySchema>;

/** What a client sends (before defaults): the web's form values. */
export type EndRehomeInput = z.input<typeof endRehomeBodySchema>;
export type StopRehomeInput = z.input<typeof stopRehomeBodySchema>;

/** What the staff side shows for a record the parent cancelled, in place of the teacher's name. */
export const REHOME_STOPPED_BY_PARENT_LABEL = '보호자 취소';

// ------------------------------------------------------------------------------------------------ the parent app

/** How far ahead a parent may send a consent. */
export const REHOME_MAX_DAYS_AHEAD = 30;
export const REHOME_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const REHOME_REQUEST_MESSAGES = {
  rehomeDateRequired: '귀가일을 선택해 주세요.',
  rehomeDate: '귀가일을 2026-11-21처럼 입력해 주세요.',
  rehomeDateRange: `귀가일은 오늘부터 ${REHOME_MAX_DAYS_AHEAD}일 안의 날짜로 골라 주세요.`,
  rehomeTime: '귀가 시간을 16:30처럼 입력해 주세요.',
  method: '귀가 방법을 골라 주세요.',
  pickupChoice: '인수자를 목록에서 고르거나 새로 입력해 주세요.',
  pickupPerson: '인수자를 목록에서 다시 골라 주세요.',
  pickupName: '인수자 이름을 입력해 주세요. (50자 이하)',
  relation: '관계를 입력해 주세요. (20자 이하)',
  parentNote: '메모는 1000자 이하로 입력해 주세요.',
} as const;

/** 409: a parent cancels a consent the child was already handed over on. */
export const REHOME_PARENT_ENDED_MESSAGE = '이미 귀가 완료된 귀가동의서는 취소할 수 없습니다.';
export const REHOME_REQUESTED_MESSAGE = '귀가동의서를 보냈습니다.';
export const REHOME_PARENT_STOPPED_DONE_MESSAGE = '귀가동의서를 취소했습니다.';

/** A parent may cancel until the hand-over (요청 or 확인). */
export function canParentStopRehome(status: RehomeStatus): boolean {
  return status === 'REQUESTED' || status === 'CHECKED';
}

/** The first and last day a parent may send a consent for (today in the centre's zone … +30 days). */
export function rehomeRequestWindow(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, REHOME_MAX_DAYS_AHEAD) };
}

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A pickup person the child's record does not list: the teacher sees them flagged '인계 권한 확인 필요'. */
export const rehomeNewPickupSchema = z.object({
  name: requiredText(50, REHOME_REQUEST_MESSAGES.pickupName),
  relation: requiredText(20, REHOME_REQUEST_MESSAGES.relation),
  phone: childPhoneSchema,
});

/**
 * POST /family/rehome: a consent for one of the parent's children. The pickup person is either `pickupPersonId`
 * (an authorised person on THIS child's record) or a new `pickup` — exactly one of them.
 */
export const createFamilyRehomeBodySchema = z
  .object({
    childCode: familyChildCodeSchema,
    rehomeDate: dateSchema(REHOME_REQUEST_MESSAGES.rehomeDate, REHOME_REQUEST_MESSAGES.rehomeDateRequired),
    rehomeTime: z.string({ error: REHOME_REQUEST_MESSAGES.rehomeTime }).regex(REHOME_TIME_PATTERN, { error: REHOME_REQUEST_MESSAGES.rehomeTime }),
    method: z.enum(rehomeMethods, { error: REHOME_REQUEST_MESSAGES.method }),
    pickupPersonId: z.preprocess(emptyAsUndefined, requiredIdSchema(REHOME_REQUEST_MESSAGES.pickupPerson).optional()),
    pickup: rehomeNewPickupSchema.optional(),
    /** 비상 연락처 (optional) */
    emergencyPhone: z.preprocess(emptyAsUndefined, childPhoneSchema.optional()).transform((v) => v ?? ''),
    parentNote: z
      .string({ error: REHOME_REQUEST_MESSAGES.parentNote })
      .trim()
      .max(1000, { error: REHOME_REQUEST_MESSAGES.parentNote })
      .optional()
      .default(''),
  })
  .superRefine((body, issue) => {
    if ((body.pickupPersonId === undefined) === (body.pickup === undefined)) {
      issue.addIssue({ code: 'custom', path: ['pickupPersonId'], message: REHOME_REQUEST_MESSAGES.pickupChoice });
    }
  });
export type CreateFamilyRehomeBody = z.infer<typeof createFamilyRehomeBodySchema>;
export type CreateFamilyRehomeInput = z.input<typeof createFamilyRehomeBodySchema>;

/** PUT /family/rehome/cancel: REQUESTED | CHECKED → STOPPED (again: unchanged). */
export const cancelFamilyRehomeBodySchema = z.object({ childCode: familyChildCodeSchema, rehomeId: rehomeIdSchema });
export type CancelFamilyRehomeBody = z.infer<typeof cancelFamilyRehomeBodySchema>;

export const familyRehomeParamsSchema = z.object({ childCode: familyChildCodeSchema, id: rehomeIdSchema });
export type FamilyRehomeParams = z.infer<typeof familyRehomeParamsSchema>;
export const familyRehomeListQuerySchema = pagingSchema(1);
export type FamilyRehomeListQuery = z.infer<typeof familyRehomeListQuerySchema>;

/** An authorised pickup person of the child, for the form's choice. */
export const familyPickupPersonSchema = z.object({
  pickupPersonId: z.number().int(),
  name: z.string(),
  relation: z.string(),
  phone: z.string(),
});
export type FamilyPickupPerson = z.infer<typeof familyPickupPersonSchema>;

/**
 * A consent in the parent's list, newest day first: the staff list item without the class, the child's name and who
 * cancelled it. `pickupAuthorised` false: the child's record does not list this person; the teacher checks with the parent.
 */
export const familyRehomeListItemSchema = rehomeListItemSchema.pick({
  rehomeId: true,
  childCode: true,
  rehomeDate: true,
  rehomeTime: true,
  pickupName: true,
  relation: true,
  phone: true,
  method: true,
  status: true,
  pickupAuthorised: true,
  isToday: true,
  createdAt: true,
});
export type FamilyRehomeListItem = z.infer<typeof familyRehomeListItemSchema>;
export const familyRehomePageSchema = pageSchema(familyRehomeListItemSchema);
export type FamilyRehomePage = z.infer<typeof familyRehomePageSchema>;

/** One consent as the parent sees it: checked, handed over (time and teacher) or cancelled (by them or the centre). */
export const familyRehomeSchema = familyRehomeListItemSchema.extend({
  className: z.string(),
  emergencyPhone: z.string(),
  parentNote: z.string(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  endedByName: z.string().nullable(),
  handedOverAt: z.string().nullable(),
  /** cancelled by this family (true) or by the centre (false, with the teacher's name) */
  stoppedByParent: z.boolean(),
  stoppedByName: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  /** why the centre cancelled it ('' otherwise; the teacher's other notes stay on the staff side) */
  stopReason: z.string(),
  /** 요청 or 확인: the parent may still cancel it */
  canCancel: z.boolean(),
  updatedAt: z.string(),
});
export type FamilyRehome = z.infer<typeof familyRehomeSchema>;
