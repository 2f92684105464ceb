import { z } from 'zod';
import { classIdSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, searchQuerySchema } from '../common/search';

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
  isToday: z.boolean(),
  createdAt: z.string(),
});
export type RehomeListItem = z.infer<typeof rehomeListItemSchema>;

/** Everything about one record (detail, and the answer of every change). Instants are ISO strings. */
export const rehomeSchema = rehomeListItemSchema.extend({
  className: z.string(),
  parentNote: z.string(),
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
