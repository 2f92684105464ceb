import { z } from 'zod';
import { dateSchema, idSetSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, pagingSchema, searchQuerySchema } from '../common/search';
import { storedFileSchema } from '../file/file.schema';
import { allergenCodesSchema } from '../menu/allergens';

export const childStatuses = ['active', 'pause', 'stop', 'graduate'] as const;
export type ChildStatus = (typeof childStatuses)[number];
export const childStatusLabels: Record<ChildStatus, string> = { active: '재원', pause: '휴원', stop: '퇴소', graduate: '졸업' };

export const childCodeSchema = requiredIdSchema('원아 번호가 올바르지 않습니다.');
export const childStatusSchema = z.enum(childStatuses, { error: '원아 상태를 선택해 주세요.' });

export const changeChildStatusParamsSchema = z.object({ childCode: childCodeSchema });
export const changeChildStatusQuerySchema = z.object({ status: childStatusSchema });
export type ChangeChildStatusQuery = z.infer<typeof changeChildStatusQuerySchema>;

/** Statuses of children who still attend (they hold a place in a class). */
export const enrolledChildStatuses = ['active', 'pause'] as const satisfies readonly ChildStatus[];
/** Leaving sets leaveDate (the retention clock starts) and frees the class place. */
export const leavingChildStatuses = ['stop', 'graduate'] as const satisfies readonly ChildStatus[];
export function isLeavingStatus(status: ChildStatus): boolean {
  return (leavingChildStatuses as readonly ChildStatus[]).includes(status);
}

export const childGenders = ['M', 'F'] as const;
export type ChildGender = (typeof childGenders)[number];
export const childGenderLabels: Record<ChildGender, string> = { M: '남', F: '여' };

/** The `{classId}` of a child call; null in a body means "no class". */
const optionalClassId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  requiredIdSchema('반을 올바르게 선택해 주세요.').nullable(),
);

// ------------------------------------------------------------------------------------------------ field rules

export const CHILD_MESSAGES = {
  name: '원아 이름을 입력해 주세요. (50자 이하)',
  birthDateRequired: '생년월일을 선택해 주세요.',
  birthDate: '생년월일을 2021-03-15처럼 입력해 주세요.',
  birthDateFuture: '생년월일은 오늘 이후일 수 없습니다.',
  gender: '성별을 선택해 주세요.',
  admissionDateRequired: '입소일을 선택해 주세요.',
  admissionDate: '입소일을 2026-03-02처럼 입력해 주세요.',
  admissionBeforeBirth: '입소일은 생년월일보다 빠를 수 없습니다.',
  allergies: '그 밖의 알레르기는 500자 이하로 입력해 주세요.',
  allergyNote: '알레르기 주의 사항은 300자 이하로 입력해 주세요.',
  healthNotes: '건강 특이사항은 1000자 이하로 입력해 주세요.',
  address: '주소는 200자 이하로 입력해 주세요.',
  memo: '메모는 1000자 이하로 입력해 주세요.',
  personName: '이름을 입력해 주세요. (50자 이하)',
  relation: '관계를 입력해 주세요. (20자 이하)',
  phone: '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
  note: '메모는 200자 이하로 입력해 주세요.',
  contactsMax: '비상 연락처는 5명까지 등록할 수 있습니다.',
  pickupsMax: '귀가 인수자는 10명까지 등록할 수 있습니다.',
  photoConsent: '사진 촬영·게시 동의 여부를 선택해 주세요.',
} as const;

const PHONE_PATTERN = /^(0\d{1,2})-?(\d{3,4})-?(\d{4})$/;

/** A Korean phone number, stored with dashes (010-1234-5678, 02-123-4567). */
export const childPhoneSchema = z
  .string({ error: CHILD_MESSAGES.phone })
  .trim()
  .regex(PHONE_PATTERN, { error: CHILD_MESSAGES.phone })
  .transform((v) => v.replace(PHONE_PATTERN, '$1-$2-$3'));

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });
const requiredText = (max: number, message: string) => text(max, message).min(1, { error: message });

export const childNameSchema = requiredText(50, CHILD_MESSAGES.name);
export const childBirthDateSchema = dateSchema(CHILD_MESSAGES.birthDate, CHILD_MESSAGES.birthDateRequired);
export const childAdmissionDateSchema = dateSchema(CHILD_MESSAGES.admissionDate, CHILD_MESSAGES.admissionDateRequired);
export const childGenderSchema = z.enum(childGenders, { error: CHILD_MESSAGES.gender });

export const childEmergencyContactSchema = z.object({
  name: requiredText(50, CHILD_MESSAGES.personName),
  relation: requiredText(20, CHILD_MESSAGES.relation),
  phone: childPhoneSchema,
});
export type ChildEmergencyContact = z.infer<typeof childEmergencyContactSchema>;

export const childPickupPersonSchema = z.object({
  name: requiredText(50, CHILD_MESSAGES.personName),
  relation: requiredText(20, CHILD_MESSAGES.relation),
  phone: childPhoneSchema,
  /** false: must NOT take the child home (the note says why) */
  authorised: z.boolean().default(true),
  note: text(200, CHILD_MESSAGES.note).default(''),
});
export type ChildPickupPerson = z.infer<typeof childPickupPersonSchema>;

/** Create and edit (POST /child/, PUT /child/{id}); the status changes only through chang-status. */
export const childBodySchema = z
  .object({
    name: childNameSchema,
    birthDate: childBirthDateSchema,
    gender: childGenderSchema,
    classId: optionalClassId.default(null),
    admissionDate: childAdmissionDateSchema,
    /** 식품 알레르기 번호 (docs/product/menu.md#allergens) */
    allergyCodes: allergenCodesSchema.default([]),
    /** what the numbers do not cover (키위, 견과류 전체) */
    allergies: text(500, CHILD_MESSAGES.allergies).default(''),
    /** how severe, what to do (아나필락시스 — 에피펜 보관) */
    allergyNote: text(300, CHILD_MESSAGES.allergyNote).default(''),
    healthNotes: text(1000, CHILD_MESSAGES.healthNotes).default(''),
    photoConsent: z.boolean({ error: CHILD_MESSAGES.photoConsent }).default(false),
    address: text(200, CHILD_MESSAGES.address).default(''),
    memo: text(1000, CHILD_MESSAGES.memo).default(''),
    emergencyContacts: z.array(childEmergencyContactSchema).max(5, { error: CHILD_MESSAGES.contactsMax }).default([]),
    pickupPersons: z.array(childPickupPersonSchema).max(10, { error: CHILD_MESSAGES.pickupsMax }).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.admissionDate < body.birthDate) {
      ctx.addIssue({ code: 'custom', path: ['admissionDate'], message: CHILD_MESSAGES.admissionBeforeBirth });
    }
  });
export type ChildBody = z.infer<typeof childBodySchema>;
/** What a form sends (before defaults). */
export type ChildInput = z.input<typeof childBodySchema>;
export const childParamsSchema = z.object({ id: childCodeSchema });
export type ChildParams = z.infer<typeof childParamsSchema>;
/** The answer of DELETE /child/{id}. */
export const deletedChildSchema = z.object({ childCode: z.number().int() });

// ------------------------------------------------------------------------------------------------ rows

export const CHILD_NOT_FOUND_MESSAGE = '원아를 찾을 수 없습니다.';
export const CHILD_DUPLICATE_MESSAGE = '이름과 생년월일이 같은 원아가 이미 등록되어 있습니다.';
export const CHILD_HAS_RECORDS_MESSAGE =
  '알림장·출석·투약·귀가·사진 기록이 있는 원아는 삭제할 수 없습니다. 상태를 퇴소 또는 졸업으로 변경해 주세요.';
export const CHILD_CLASS_NOT_FOUND_MESSAGE = '선택한 반을 찾을 수 없습니다.';
export const childSameStatusMessage = (status: ChildStatus) => `이미 ${childStatusLabels[status]} 상태입니다.`;

export const childParentSchema = z.object({
  pno: z.number().int(),
  name: z.string(),
  relation: z.string(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type ChildParent = z.infer<typeof childParentSchema>;

/** A child as lists show it; ageYears is 만 나이 today in the centre's zone. */
export const childListItemSchema = z.object({
  childCode: z.number().int(),
  name: z.string(),
  birthDate: z.string(),
  ageYears: z.number().int(),
  gender: childGenderSchema,
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  classColor: z.string().nullable(),
  status: childStatusSchema,
  admissionDate: z.string().nullable(),
  leaveDate: z.string().nullable(),
  allergyCodes: z.array(z.number().int()),
  allergies: z.string(),
  allergyNote: z.string(),
  healthNotes: z.string(),
  photoConsent: z.boolean(),
  parents: z.array(childParentSchema),
  profileThumbnailUrl: z.string().nullable(),
});
export type ChildListItem = z.infer<typeof childListItemSchema>;

export const childSchema = childListItemSchema.extend({
  statusChangedAt: z.string(),
  address: z.string(),
  memo: z.string(),
  profileImage: storedFileSchema.nullable(),
  emergencyContacts: z.array(childEmergencyContactSchema.extend({ contactId: z.number().int() })),
  pickupPersons: z.array(childPickupPersonSchema.extend({ pickupId: z.number().int() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Child = z.infer<typeof childSchema>;

export const childPageSchema = pageSchema(childListItemSchema);
export type ChildPage = z.infer<typeof childPageSchema>;
export const childListSchema = z.array(childListItemSchema);

// ------------------------------------------------------------------------------------------------ search

export const childSearchTypes = ['name', 'parentName', 'parentPhone', 'birthDate', 'date'] as const;
export type ChildSearchType = (typeof childSearchTypes)[number];
export const childSearchTypeLabels: Record<ChildSearchType, string> = {
  name: '원아 이름',
  parentName: '보호자 이름',
  parentPhone: '보호자 연락처',
  birthDate: '생년월일',
  date: '입소일',
};

/** The class filter: a class id, or `unassigned` for children without a class. */
export const CHILD_UNASSIGNED_CLASS = 'unassigned';
const classFilterSchema = z.union([z.literal(CHILD_UNASSIGNED_CLASS), requiredIdSchema('반을 올바르게 선택해 주세요.')], {
  error: '반을 올바르게 선택해 주세요.',
});

const childFilters = {
  status: optionalFilter(childStatusSchema),
  classId: optionalFilter(classFilterSchema),
};
/** GET /child/search (1-based): search type + keyword, `date` = admission date range, status and class filters. */
export const childSearchQuerySchema = searchQuerySchema(childSearchTypes, 1, childFilters);
export type ChildSearchQuery = z.infer<typeof childSearchQuerySchema>;

/** GET /child/export: the same search; paging is ignored (every matching child). */
export const childExportQuerySchema = childSearchQuerySchema;
export type ChildExportQuery = z.infer<typeof childExportQuerySchema>;

/** GET /child/list/{classId}?page (0-based, docs/product/lists.md#paging): the children attending a class. */
export const childClassListParamsSchema = z.object({ classId: requiredIdSchema('반 번호가 올바르지 않습니다.') });
export const childClassListQuerySchema = pagingSchema(0);
export type ChildClassListQuery = z.infer<typeof childClassListQuerySchema>;

/** The classes children are assigned to, with the place count (assignment screens and filters). */
export const childClassOptionSchema = z.object({
  classId: z.number().int(),
  name: z.string(),
  color: z.string(),
  capacity: z.number().int().nullable(),
  /** the class's head count today (재원 + 휴원; docs/product/class.md#who-is-in-a-class) */
  enrolledCount: z.number().int(),
  /** of enrolledCount, the paused (휴원) ones */
  pausedCount: z.number().int(),
});
export type ChildClassOption = z.infer<typeof childClassOptionSchema>;
export const childClassOptionsSchema = z.array(childClassOptionSchema);

// ------------------------------------------------------------------------------------------------ class moves

const dryRunSchema = z.boolean({ error: '미리 보기 여부가 올바르지 않습니다.' }).default(false);

export const childClassAssignmentSchema = z.object({ childCode: childCodeSchema, classId: optionalClassId });
export type ChildClassAssignment = z.infer<typeof childClassAssignmentSchema>;

export const CHILD_ASSIGNMENTS_REQUIRED_MESSAGE = '반을 옮길 원아를 한 명 이상 선택해 주세요.';
export const CHILD_ASSIGNMENTS_DUPLICATE_MESSAGE = '같은 원아가 두 번 들어 있습니다.';

/** PUT /child/assign-class: many moves at once, all or nothing; dryRun answers the preview only. */
export const childAssignClassBodySchema = z
  .object({
    assignments: z.array(childClassAssignmentSchema, { error: CHILD_ASSIGNMENTS_REQUIRED_MESSAGE }).min(1, { error: CHILD_ASSIGNMENTS_REQUIRED_MESSAGE }).max(1000),
    dryRun: dryRunSchema,
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.assignments.forEach((a, i) => {
      if (seen.has(a.childCode)) ctx.addIssue({ code: 'custom', path: ['assignments', i, 'childCode'], message: CHILD_ASSIGNMENTS_DUPLICATE_MESSAGE });
      seen.add(a.childCode);
    });
  });
export type ChildAssignClassBody = z.infer<typeof childAssignClassBodySchema>;
export type ChildAssignClassInput = z.input<typeof childAssignClassBodySchema>;

export const CHILD_CLASS_RESET_TARGET_MESSAGE = '초기화할 반을 선택하거나 전체 초기화를 선택해 주세요.';

/** PUT /child/class-reset: unassigns every child of the chosen classes (or of all classes); dryRun = preview. */
export const childClassResetBodySchema = z
  .object({
    all: z.boolean().default(false),
    classIds: z.array(requiredIdSchema('반을 올바르게 선택해 주세요.')).max(200).default([]),
    dryRun: dryRunSchema,
  })
  .superRefine((body, ctx) => {
    if (!body.all && body.classIds.length === 0) ctx.addIssue({ code: 'custom', path: ['classIds'], message: CHILD_CLASS_RESET_TARGET_MESSAGE });
  });
export type ChildClassResetBody = z.infer<typeof childClassResetBodySchema>;
export type ChildClassResetInput = z.input<typeof childClassResetBodySchema>;

export const childClassChangeSchema = z.object({
  childCode: z.number().int(),
  childName: z.string(),
  status: childStatusSchema,
  fromClassId: z.number().int().nullable(),
  fromClassName: z.string().nullable(),
  toClassId: z.number().int().nullable(),
  toClassName: z.string().nullable(),
});
export type ChildClassChange = z.infer<typeof childClassChangeSchema>;

export const childCapacityWarningSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  capacity: z.number().int(),
  enrolledAfter: z.number().int(),
  message: z.string(),
});
export type ChildCapacityWarning = z.infer<typeof childCapacityWarningSchema>;
export const childCapacityWarningMessage = (className: string, capacity: number, after: number) =>
  `${className}: 정원 ${capacity}명을 ${after - capacity}명 넘습니다 (배정 후 ${after}명).`;

/** A child moved into a class of another age band (a warning, not a refusal). */
export const childAgeWarningSchema = z.object({
  childCode: z.number().int(),
  childName: z.string(),
  /** the band the child belongs to in this school year (childClassAgeBand) */
  childAgeBand: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  classAgeBand: z.number().int(),
  message: z.string(),
});
export type ChildAgeWarning = z.infer<typeof childAgeWarningSchema>;
export const childAgeWarningMessage = (childName: string, childBand: number, className: string, classBand: number) =>
  `${childName} 원아는 이번 학년도 만 ${childBand}세반 나이인데, ${className}은(는) 만 ${classBand}세반입니다.`;

/**
 * The age band (만 N세반) a child belongs to on `today`, as Korean daycare classes are formed: by birth year for the
 * school year that starts in March — in the 2025 school year (2025-03 to 2026-02) children born in 2024 are 만 0세반,
 * 2023 만 1세반, 2022 만 2세반 … (born later than that: 0; older than 5: 5).
 */
export function childClassAgeBand(birthDate: string, today: string): number {
  const schoolYear = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 3 ? 1 : 0);
  return Math.min(5, Math.max(0, schoolYear - 1 - Number(birthDate.slice(0, 4))));
}

/** The answer of assign-class and class-reset: what changes (or changed), children left as they were, warnings. */
export const childClassMoveResultSchema = z.object({
  applied: z.boolean(),
  changes: z.array(childClassChangeSchema),
  unchangedCount: z.number().int(),
  warnings: z.array(childCapacityWarningSchema),
  /** children moved into a class of another age band */
  ageWarnings: z.array(childAgeWarningSchema),
});
export type ChildClassMoveResult = z.infer<typeof childClassMoveResultSchema>;

export const CHILD_LEFT_ASSIGN_MESSAGE = '퇴소·졸업한 원아는 반에 배정할 수 없습니다. 먼저 상태를 재원으로 변경해 주세요.';

// ------------------------------------------------------------------------------------------------ retention

/** GET /child/tobe-delete?page,size (1-based): children whose leave date is past the retention period. */
export const childToBeDeletedQuerySchema = pagingSchema(1);
export const childToBeDeletedItemSchema = z.object({
  childCode: z.number().int(),
  name: z.string(),
  birthDate: z.string(),
  status: childStatusSchema,
  leaveDate: z.string(),
  /** the day the retention period ended (leaveDate + retentionYears) */
  retainUntil: z.string(),
  parentCount: z.number().int(),
  fileCount: z.number().int(),
});
export type ChildToBeDeletedItem = z.infer<typeof childToBeDeletedItemSchema>;
export const childToBeDeletedPageSchema = pageSchema(childToBeDeletedItemSchema).extend({ retentionYears: z.number().int() });
export type ChildToBeDeletedPage = z.infer<typeof childToBeDeletedPageSchema>;

export const CHILD_DESTROY_REQUIRED_MESSAGE = '파기할 원아를 한 명 이상 선택해 주세요.';
export const childDestroyNotDueMessage = (codes: number[]) =>
  `보존 기간이 지나지 않은 원아는 파기할 수 없습니다. (원아번호 ${codes.join(', ')})`;

/** POST /child/tobe-delete/destroy: removes the children's personal data and files for good. */
export const destroyChildrenBodySchema = z.object({ childCodes: idSetSchema(CHILD_DESTROY_REQUIRED_MESSAGE).pipe(z.array(z.number()).max(500)) });
export type DestroyChildrenBody = z.infer<typeof destroyChildrenBodySchema>;
export const destroyChildrenResultSchema = z.object({ destroyed: z.number().int(), fileCount: z.number().int() });
export type DestroyChildrenResult = z.infer<typeof destroyChildrenResultSchema>;

// ------------------------------------------------------------------------------------------------ Excel

export const CHILD_XLSX_MAX_ROWS = 1000;
export const CHILD_XLSX_MAX_BYTES = 5 * 1024 * 1024;

/** Headers of the import template, in order; a `*` column is required. */
export const childImportColumns = {
  name: '이름*',
  birthDate: '생년월일*',
  gender: '성별*',
  className: '반',
  admissionDate: '입소일*',
  allergies: '알레르기',
  healthNotes: '건강 특이사항',
  photoConsent: '사진 동의',
  address: '주소',
  memo: '메모',
  contactName: '비상연락처 이름',
  contactRelation: '비상연락처 관계',
  contactPhone: '비상연락처 전화',
} as const;
export type ChildImportColumn = keyof typeof childImportColumns;
/** Rows whose name starts with this are the template's examples and are skipped. */
export const CHILD_IMPORT_EXAMPLE_PREFIX = '(예시)';
export const childImportGenderMessage = "성별은 '남' 또는 '여'로 입력해 주세요.";
export const childImportConsentMessage = "사진 동의는 'Y' 또는 'N'으로 입력해 주세요.";
export const childImportClassMessage = (name: string) => `'${name}' 반을 찾을 수 없습니다. 반 이름을 확인해 주세요.`;
export const childImportDuplicateRowMessage = (rowNumber: number) => `이름과 생년월일이 같은 원아가 ${rowNumber}행에도 있습니다.`;

export const childImportResultSchema = z.object({ imported: z.number().int() });
export type ChildImportResult = z.infer<typeof childImportResultSchema>;

export const childImportRejectionSchema = z.object({ rowNumber: z.number().int(), name: z.string(), reasons: z.array(z.string()) });
export type ChildImportRejection = z.infer<typeof childImportRejectionSchema>;
/** The 400 details of a refused import: every rejected row with its Korean reasons (nothing was imported). */
export const childImportErrorDetailsSchema = z.object({ rows: z.array(childImportRejectionSchema) });
export type ChildImportErrorDetails = z.infer<typeof childImportErrorDetailsSchema>;

export const CHILD_IMPORT_FILE_REQUIRED_MESSAGE = '엑셀(.xlsx) 파일을 선택해 주세요.';
export const CHILD_IMPORT_NOT_XLSX_MESSAGE = '엑셀(.xlsx) 파일만 올릴 수 있습니다. 양식 파일을 내려받아 작성해 주세요.';
/** The upload is a zip but too large once unpacked (a zip bomb) or damaged (lib/zip-guard on the server). */
export const CHILD_IMPORT_UNREADABLE_MESSAGE = '엑셀 파일이 너무 크거나 손상되었습니다. 양식 파일에 원아 정보를 입력해 올려 주세요.';
export const CHILD_IMPORT_NO_ROWS_MESSAGE = '등록할 원아가 없습니다. 양식의 두 번째 행부터 입력해 주세요.';
export const childImportMissingHeadersMessage = (headers: string[]) => `양식의 열이 없습니다: ${headers.join(', ')}. 양식 파일을 내려받아 작성해 주세요.`;
export const childImportTooManyRowsMessage = (max: number) => `한 번에 ${max}명까지 등록할 수 있습니다.`;
export const childImportRejectedMessage = (count: number) => `${count}개 행에 오류가 있어 아무것도 등록하지 않았습니다. 고친 뒤 다시 올려 주세요.`;

/** The profile photo answer. */
export const childProfileImageSchema = z.object({ childCode: z.number().int(), profileImage: storedFileSchema.nullable() });
export type ChildProfileImage = z.infer<typeof childProfileImageSchema>;
export const CHILD_PROFILE_IMAGE_REQUIRED_MESSAGE = '프로필 사진을 한 장 선택해 주세요.';
export const CHILD_PROFILE_IMAGE_ONLY_MESSAGE = '프로필 사진은 이미지 파일만 올릴 수 있습니다.';
export const CHILD_PROFILE_IMAGE_MISSING_MESSAGE = '등록된 프로필 사진이 없습니다.';

/** Whole years between `birthDate` and `today` (both yyyy-MM-dd): 만 나이. */
export function childAgeInYears(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return Math.max(0, today.slice(5) < birthDate.slice(5) ? years - 1 : years);
}
