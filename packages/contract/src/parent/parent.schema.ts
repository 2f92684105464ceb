import { z } from 'zod';
import { childStatuses } from '../child/child.schema';
import { classIdSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, pagingSchema, searchQuerySchema } from '../common/search';

// ------------------------------------------------------------------------------------------------ status rules

export const parentStatuses = ['active', 'stopped', 'blocked'] as const;
export type ParentStatus = (typeof parentStatuses)[number];
export const parentStatusLabels: Record<ParentStatus, string> = { active: '정상', stopped: '이용 중지', blocked: '차단' };
export const parentStatusSchema = z.enum(parentStatuses, { error: '상태를 목록에서 선택해 주세요.' });

/** What an admin does to a parent account: set-stop {stopped} and set-block {blocked}. */
export type ParentStatusAction = 'stop' | 'resume' | 'block' | 'unblock';

export const PARENT_BLOCKED_FIRST_MESSAGE = '차단된 계정입니다. 차단을 먼저 해제해 주세요.';

/**
 * The status an action leads to, or the Korean reason it cannot (409). A blocked account stays blocked until it is
 * unblocked; stopping or blocking twice is refused so that nobody believes they changed something.
 */
export function parentStatusAfter(current: ParentStatus, action: ParentStatusAction): { status: ParentStatus } | { conflict: string } {
  switch (action) {
    case 'stop':
      if (current === 'active') return { status: 'stopped' };
      return { conflict: current === 'stopped' ? '이미 이용 중지된 계정입니다.' : PARENT_BLOCKED_FIRST_MESSAGE };
    case 'resume':
      if (current === 'stopped') return { status: 'active' };
      return { conflict: current === 'active' ? '이용 중지된 계정이 아닙니다.' : PARENT_BLOCKED_FIRST_MESSAGE };
    case 'block':
      return current === 'blocked' ? { conflict: '이미 차단된 계정입니다.' } : { status: 'blocked' };
    case 'unblock':
      return current === 'blocked' ? { status: 'active' } : { conflict: '차단된 계정이 아닙니다.' };
  }
}

/** Stopping or blocking ends the parent's sessions in the parent app. */
export const parentActionEndsSessions = (action: ParentStatusAction): boolean => action === 'stop' || action === 'block';

// ------------------------------------------------------------------------------------------------ fields

export const PARENT_MOBILE_PATTERN = /^01[016789]-\d{3,4}-\d{4}$/;
/** Any Korean number with area code: 02-123-4567, 031-1234-5678, 010-1234-5678, 070-… */
export const PARENT_PHONE_PATTERN = /^0\d{1,2}-\d{3,4}-\d{4}$/;
export const PARENT_CONTACT_MAX = 10;

const trimmed = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: maxMessage });

export const pnoSchema = requiredIdSchema('pno가 필요합니다.');
export const parentNameSchema = trimmed('이름을 입력해 주세요.', 50, '이름은 50자 이하로 입력해 주세요.');
export const parentMobileSchema = z
  .string({ error: '휴대전화 번호를 입력해 주세요.' })
  .trim()
  .regex(PARENT_MOBILE_PATTERN, { error: '휴대전화 번호는 010-1234-5678 형식으로 입력해 주세요.' });
export const parentPhoneSchema = z
  .string({ error: '전화번호를 입력해 주세요.' })
  .trim()
  .regex(PARENT_PHONE_PATTERN, { error: '전화번호는 02-123-4567 형식으로 입력해 주세요.' });
export const parentEmailSchema = z
  .string({ error: '이메일을 입력해 주세요.' })
  .trim()
  .max(100, { error: '이메일은 100자 이하로 입력해 주세요.' })
  .pipe(z.email({ error: '이메일 형식이 올바르지 않습니다.' }));
/** An optional e-mail: '' (or nothing) clears it. */
export const optionalParentEmailSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  parentEmailSchema.nullable().optional(),
);
export const parentMemoSchema = z.string().max(1000, { error: '메모는 1000자 이하로 입력해 주세요.' });
export const parentLoginIdSchema = z
  .string({ error: '아이디를 입력해 주세요.' })
  .trim()
  .regex(/^[A-Za-z0-9._-]{4,50}$/, { error: '아이디는 영문, 숫자, . _ - 로 4~50자 입력해 주세요.' });
export const parentRelationSchema = trimmed('자녀와의 관계를 입력해 주세요.', 20, '관계는 20자 이하로 입력해 주세요.');
export const parentContactLabelSchema = z.string().trim().max(30, { error: '구분은 30자 이하로 입력해 주세요.' });

// ------------------------------------------------------------------------------------------------ rows

/** A child of a parent, with the class and the relation (모, 부, 조모 …). */
export const parentChildSchema = z.object({
  childCode: z.number().int(),
  name: z.string(),
  birthDate: z.string(),
  status: z.enum(childStatuses),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  relation: z.string(),
  isPrimary: z.boolean(),
});
export type ParentChild = z.infer<typeof parentChildSchema>;
export const parentChildListSchema = z.array(parentChildSchema);

/** A parent as the admin list shows it. Never a password or hash. */
export const parentListItemSchema = z.object({
  pno: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: parentStatusSchema,
  failedCount: z.number().int(),
  /** the account is locked after repeated failed logins until lockedUntil */
  isLocked: z.boolean(),
  lockedUntil: z.string().nullable(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  leaveDate: z.string().nullable(),
  children: z.array(parentChildSchema),
  createdAt: z.string(),
});
export type ParentListItem = z.infer<typeof parentListItemSchema>;
export const parentPageSchema = pageSchema(parentListItemSchema);
export type ParentPage = z.infer<typeof parentPageSchema>;

export const parentContactKinds = ['phone', 'email', 'mobile'] as const;
export type ParentContactKind = (typeof parentContactKinds)[number];

/** An extra phone, e-mail or mobile entry. */
export const parentContactSchema = z.object({ id: z.number().int(), label: z.string(), value: z.string() });
export type ParentContact = z.infer<typeof parentContactSchema>;

export const parentDetailSchema = parentListItemSchema.extend({
  memo: z.string(),
  statusChangedAt: z.string().nullable(),
  passwordChangedAt: z.string(),
  /** parent-app sessions issued before this instant are ended */
  sessionsRevokedAt: z.string().nullable(),
  phones: z.array(parentContactSchema),
  emails: z.array(parentContactSchema),
  mobiles: z.array(parentContactSchema),
  updatedAt: z.string(),
});
export type ParentDetail = z.infer<typeof parentDetailSchema>;

/** A parent in a class's contact list (teachers see their own class): only what calling them needs. */
export const classParentItemSchema = z.object({
  pno: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: parentStatusSchema,
  mobiles: z.array(parentContactSchema),
  /** this class's children of the parent */
  children: z.array(z.object({ childCode: z.number().int(), name: z.string(), relation: z.string(), isPrimary: z.boolean() })),
});
export type ClassParentItem = z.infer<typeof classParentItemSchema>;
export const classParentPageSchema = pageSchema(classParentItemSchema);
export type ClassParentPage = z.infer<typeof classParentPageSchema>;

/** A parent past the retention period with no child still attending (tobe-delete). */
export const parentToBeDeletedSchema = z.object({
  pno: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  status: parentStatusSchema,
  leaveDate: z.string(),
  /** the day the record became due for destruction (leaveDate + retention years) */
  dueDate: z.string(),
  childNames: z.array(z.string()),
});
export type ParentToBeDeleted = z.infer<typeof parentToBeDeletedSchema>;
export const parentToBeDeletedPageSchema = pageSchema(parentToBeDeletedSchema);
export type ParentToBeDeletedPage = z.infer<typeof parentToBeDeletedPageSchema>;

// ------------------------------------------------------------------------------------------------ calls

export const parentSearchTypes = ['name', 'phone', 'childName', 'loginId'] as const;
export type ParentSearchType = (typeof parentSearchTypes)[number];
export const parentSearchTypeLabels: Record<ParentSearchType, string> = {
  name: '이름',
  phone: '전화번호',
  childName: '자녀 이름',
  loginId: '아이디',
};

export const parentSearchQuerySchema = searchQuerySchema(parentSearchTypes, 1, { status: optionalFilter(parentStatusSchema) });
export type ParentSearchQuery = z.infer<typeof parentSearchQuerySchema>;
/** The export takes the list's search (its page and size are ignored: every match is exported). */
export const parentExportQuerySchema = parentSearchQuerySchema;

export const parentIdParamsSchema = z.object({ id: pnoSchema });
export const childrenByParentQuerySchema = z.object({ pno: pnoSchema });
export const classParentsParamsSchema = z.object({ classId: classIdSchema });
export const classParentsQuerySchema = searchQuerySchema(['name', 'childName'] as const, 1);
export type ClassParentsQuery = z.infer<typeof classParentsQuerySchema>;
export const parentToBeDeletedQuerySchema = pagingSchema(1);
export type ParentToBeDeletedQuery = z.infer<typeof parentToBeDeletedQuerySchema>;

/** Destroys parents due for destruction for good (all or none). */
export const destroyParentsBodySchema = z.object({
  pnos: z
    .array(pnoSchema, { error: '파기할 학부모를 선택해 주세요.' })
    .min(1, { error: '파기할 학부모를 선택해 주세요.' })
    .max(100, { error: '한 번에 100명까지 파기할 수 있습니다.' }),
});
export type DestroyParentsBody = z.infer<typeof destroyParentsBodySchema>;
export const destroyParentsResultSchema = z.object({ destroyed: z.number().int() });
export type DestroyParentsResult = z.infer<typeof destroyParentsResultSchema>;

const booleanFlag = (message: string) => z.boolean({ error: message });
export const setParentStopBodySchema = z.object({ pno: pnoSchema, stopped: booleanFlag('이용 중지 여부를 선택해 주세요.') });
export type SetParentStopBody = z.infer<typeof setParentStopBodySchema>;
export const setParentBlockBodySchema = z.object({ pno: pnoSchema, blocked: booleanFlag('차단 여부를 선택해 주세요.') });
export type SetParentBlockBody = z.infer<typeof setParentBlockBodySchema>;
export const resetParentFailedBodySchema = z.object({ pno: pnoSchema });
export type ResetParentFailedBody = z.infer<typeof resetParentFailedBodySchema>;

export const NEW_PASSWORD_REQUIRED_MESSAGE = '새 비밀번호를 입력해 주세요.';
const forcedPasswordSchema = z.string({ error: NEW_PASSWORD_REQUIRED_MESSAGE }).min(1, { error: NEW_PASSWORD_REQUIRED_MESSAGE });

/**
 * force-change_pw takes the new password in the JSON body. SPEC's query string (`?newPassword=`) is still accepted
 * (the server never logs it); the body wins when both carry one, and one of them must
 * (NEW_PASSWORD_REQUIRED_MESSAGE). The rule that it must not contain the login id needs the account, so the server
 * checks `passwordSchema(loginId)` as well. Nullish: a PUT without a body (SPEC's form) reaches validation as null.
 */
export const forceParentPasswordBodySchema = z.object({ newPassword: forcedPasswordSchema.optional() }).nullish();
export type ForceParentPasswordBody = z.infer<typeof forceParentPasswordBodySchema>;
/** SPEC's older form of the same call. */
export const forceParentPasswordQuerySchema = z.object({ newPassword: forcedPasswordSchema.optional() }).optional();
export type ForceParentPasswordQuery = z.infer<typeof forceParentPasswordQuerySchema>;

export const changeParentInfoBodySchema = z.object({
  pno: pnoSchema,
  name: parentNameSchema,
  phone: parentMobileSchema,
  email: optionalParentEmailSchema,
  memo: parentMemoSchema.optional().default(''),
});
export type ChangeParentInfoBody = z.infer<typeof changeParentInfoBodySchema>;
export type ChangeParentInfoInput = z.input<typeof changeParentInfoBodySchema>;

/** POST admin/{childCode}: a new parent account for the child; the server makes the one-time password. */
export const createParentParamsSchema = z.object({ id: requiredIdSchema('원아를 선택해 주세요.') });
export const createParentBodySchema = z.object({
  loginId: parentLoginIdSchema,
  name: parentNameSchema,
  phone: parentMobileSchema,
  email: optionalParentEmailSchema,
  relation: parentRelationSchema,
  isPrimary: z.boolean({ error: '주 보호자 여부를 선택해 주세요.' }).optional().default(false),
});
export type CreateParentBody = z.infer<typeof createParentBodySchema>;
export type CreateParentInput = z.input<typeof createParentBodySchema>;
/** The new account and its initial password, shown once (the parent must change it at first login). */
export const createdParentSchema = z.object({ parent: parentDetailSchema, initialPassword: z.string() });
export type CreatedParent = z.infer<typeof createdParentSchema>;

export const PARENT_LOGIN_ID_TAKEN_MESSAGE = '이미 사용 중인 아이디입니다.';

// ------------------------------------------------------------------------------------------------ linking (보호자 연결)

/**
 * POST admin/{childCode}/link: an EXISTING parent account becomes a parent of the child too (siblings, a grandparent
 * of two families). `isPrimary` follows the rule of the new account: the child's other parents stop being primary.
 */
export const linkParentBodySchema = z.object({
  pno: requiredIdSchema('연결할 학부모 계정을 선택해 주세요.'),
  relation: parentRelationSchema,
  isPrimary: z.boolean({ error: '주 보호자 여부를 선택해 주세요.' }).optional().default(false),
});
export type LinkParentBody = z.infer<typeof linkParentBodySchema>;
export type LinkParentInput = z.input<typeof linkParentBodySchema>;
/** DELETE admin/{childCode}/link/{pno}: the link only; the account stays. */
export const unlinkParentParamsSchema = z.object({ id: requiredIdSchema('원아를 선택해 주세요.'), pno: pnoSchema });

export const PARENT_ALREADY_LINKED_MESSAGE = '이미 이 원아에 연결된 보호자입니다.';
export const PARENT_NOT_LINKED_MESSAGE = '이 원아에 연결된 보호자가 아닙니다.';
export const CHILD_NOT_FOUND_FOR_PARENT_MESSAGE = '원아를 찾을 수 없습니다.';

/** The search of 기존 계정 연결: name, phone (digits match) or login id; at least 2 characters. */
export const parentLinkSearchTypes = ['name', 'phone', 'loginId'] as const;
export type ParentLinkSearchType = (typeof parentLinkSearchTypes)[number];
export const PARENT_LINK_KEYWORD_MESSAGE = '검색어를 2자 이상 입력해 주세요.';
export const parentLinkCandidatesQuerySchema = z.object({
  searchType: z.enum(parentLinkSearchTypes, { error: '검색 조건이 올바르지 않습니다.' }).default('name'),
  keyword: z
    .string({ error: PARENT_LINK_KEYWORD_MESSAGE })
    .trim()
    .min(2, { error: PARENT_LINK_KEYWORD_MESSAGE })
    .max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }),
});
export type ParentLinkCandidatesQuery = z.infer<typeof parentLinkCandidatesQuerySchema>;
export type ParentLinkCandidatesInput = z.input<typeof parentLinkCandidatesQuerySchema>;
/** At most this many accounts answer one search (a narrower keyword finds the rest). */
export const PARENT_LINK_CANDIDATES_MAX = 20;

/** 010-1234-5678 → 010-****-5678: enough to tell two accounts apart, not enough to call (teachers search too). */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const parts = phone.split('-');
  if (parts.length !== 3) return phone.length > 4 ? `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}` : phone;
  return `${parts[0]}-${'*'.repeat(parts[1].length)}-${parts[2]}`;
}

/** An account the search found: only what picking the right one needs (the phone masked). */
export const parentLinkCandidateSchema = z.object({
  pno: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  maskedPhone: z.string().nullable(),
  status: parentStatusSchema,
  /** already a parent of this child (linking again is a 409) */
  linked: z.boolean(),
  children: z.array(z.object({ name: z.string(), className: z.string().nullable(), relation: z.string() })),
});
export type ParentLinkCandidate = z.infer<typeof parentLinkCandidateSchema>;
export const parentLinkCandidatesSchema = z.object({
  items: z.array(parentLinkCandidateSchema),
  /** more accounts matched than PARENT_LINK_CANDIDATES_MAX */
  more: z.boolean(),
});
export type ParentLinkCandidates = z.infer<typeof parentLinkCandidatesSchema>;

/** Body of detail-addPhone / detail-addEmail / detail-addMobile: the value's format depends on the kind. */
export const addParentContactBodySchemas = {
  phone: z.object({ label: parentContactLabelSchema.optional().default(''), value: parentPhoneSchema }),
  email: z.object({ label: parentContactLabelSchema.optional().default(''), value: parentEmailSchema }),
  mobile: z.object({ label: parentContactLabelSchema.optional().default(''), value: parentMobileSchema }),
} as const satisfies Record<ParentContactKind, z.ZodTypeAny>;
export type AddParentContactBody = z.infer<(typeof addParentContactBodySchemas)['phone']>;
export type AddParentContactInput = z.input<(typeof addParentContactBodySchemas)['phone']>;
export const parentContactParamsSchema = z.object({ id: pnoSchema, entryId: requiredIdSchema('연락처를 선택해 주세요.') });

export const parentContactKindLabels: Record<ParentContactKind, string> = { phone: '전화번호', email: '이메일', mobile: '휴대전화' };
