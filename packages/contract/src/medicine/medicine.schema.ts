import { z } from 'zod';
import { addDays } from '../common/dates';
import { classIdSchema, compactDateSchema, dateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, pagingSchema, searchQuerySchema } from '../common/search';
import { familyChildCodeSchema } from '../family/family.schema';

export const medicineStatuses = ['REQUESTED', 'CHECKED', 'COMPLETED', 'CANCELLED'] as const;
export type MedicineStatus = (typeof medicineStatuses)[number];
export const medicineStatusLabels: Record<MedicineStatus, string> = {
  REQUESTED: '요청',
  CHECKED: '확인',
  COMPLETED: '투약완료',
  CANCELLED: '보호자 취소',
};

const transitions: Record<MedicineStatus, MedicineStatus[]> = {
  REQUESTED: ['CHECKED', 'CANCELLED'],
  CHECKED: ['CHECKED', 'COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};
/**
 * REQUESTED → CHECKED → COMPLETED; checking twice is harmless; nothing after completion. The parent may cancel
 * (REQUESTED → CANCELLED) only until a teacher checked it.
 */
export function canTransitionMedicine(from: MedicineStatus, to: MedicineStatus): boolean {
  return from === to && to === 'CHECKED' ? true : transitions[from].includes(to);
}

/** A completion day that is not a date (sent as 20261121 by the web). */
export const MEDICINE_COMPLETED_AT_MESSAGE = '완료일이 올바르지 않습니다. 완료일을 다시 선택해 주세요.';

export const medicineIdSchema = requiredIdSchema('투약의뢰서 번호가 올바르지 않습니다.');

export const checkMedicineBodySchema = z.object({ classId: classIdSchema, medicineId: medicineIdSchema });

/**
 * Medicine end (docs/product/medicine.md#rules): classId and medicineId required; status defaults to COMPLETED;
 * completedAt yyyyMMdd.
 */
export const endMedicineBodySchema = z.object({
  classId: classIdSchema,
  medicineId: medicineIdSchema,
  status: z.enum(['COMPLETED'], { error: '투약의뢰서 상태가 올바르지 않습니다.' }).default('COMPLETED'),
  completedAt: compactDateSchema(MEDICINE_COMPLETED_AT_MESSAGE).optional(),
  teacherComment: z.string().max(1000, { error: '교사 의견은 1000자 이하로 입력해 주세요.' }).optional().default(''),
});
export type EndMedicineBody = z.infer<typeof endMedicineBodySchema>;

// ------------------------------------------------------------------------------------------------ rows and calls

export const medicineStorages = ['room', 'fridge'] as const;
export type MedicineStorage = (typeof medicineStorages)[number];
export const medicineStorageLabels: Record<MedicineStorage, string> = { room: '실온 보관', fridge: '냉장 보관' };

/** 409 messages of the state machine (the web shows them as they come). */
export const MEDICINE_END_BEFORE_CHECK_MESSAGE = '확인하지 않은 투약의뢰서는 완료할 수 없습니다.';
export const MEDICINE_DOSE_BEFORE_CHECK_MESSAGE = '확인한 투약의뢰서에만 투약 기록을 남길 수 있습니다.';
export const MEDICINE_COMPLETED_MESSAGE = '투약이 완료된 의뢰서는 변경할 수 없습니다.';
export const MEDICINE_FUTURE_DOSE_MESSAGE = '투약 시간은 현재 시각 이후일 수 없습니다.';
export const MEDICINE_FUTURE_COMPLETION_MESSAGE = '완료일은 오늘 이후일 수 없습니다.';
/** 409 when staff act on a request the parent cancelled. */
export const MEDICINE_CANCELLED_MESSAGE = '보호자가 취소한 투약의뢰서는 변경할 수 없습니다.';

export const medicineStatusSchema = z.enum(medicineStatuses, { error: '투약의뢰서 상태가 올바르지 않습니다.' });

/** One logged dose (투약 보고). `givenAt` is an ISO instant. */
export const medicineDoseSchema = z.object({
  doseId: z.number().int(),
  givenAt: z.string(),
  givenByName: z.string().nullable(),
  note: z.string(),
});
export type MedicineDose = z.infer<typeof medicineDoseSchema>;

/** One medicine of a request (a request holds 1–5, in the parent's order). */
export const medicineItemSchema = z.object({
  medicineName: z.string(),
  dosage: z.string(),
  times: z.string(),
  storage: z.enum(medicineStorages),
});
export type MedicineItem = z.infer<typeof medicineItemSchema>;

/**
 * A request as the list shows it. `requestDate` is yyyy-MM-dd; `isToday` is computed in the centre's time zone;
 * `medicines` are in the parent's order (the list summarises them: '해열제 시럽 외 1').
 */
export const medicineListItemSchema = z.object({
  medicineId: z.number().int(),
  classId: z.number().int(),
  childCode: z.number().int(),
  childName: z.string(),
  requestDate: z.string(),
  symptom: z.string(),
  medicines: z.array(medicineItemSchema),
  status: medicineStatusSchema,
  doseCount: z.number().int(),
  lastDoseAt: z.string().nullable(),
  isToday: z.boolean(),
  createdAt: z.string(),
});
export type MedicineListItem = z.infer<typeof medicineListItemSchema>;

/**
 * Everything about one request (detail, and the answer of every change). `completedAt` is yyyyMMdd
 * (docs/product/medicine.md#completion).
 */
export const medicineSchema = medicineListItemSchema.extend({
  className: z.string(),
  parentNote: z.string(),
  /** the parent who sent it in the parent app and their relation to the child (null: entered before the app) */
  requestedByName: z.string().nullable(),
  requestedByRelation: z.string().nullable(),
  /** when the parent confirmed the request (the legal record is the parent's request) */
  confirmedAt: z.string().nullable(),
  /** when the parent cancelled it (status CANCELLED) */
  cancelledAt: z.string().nullable(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  completedByName: z.string().nullable(),
  completedAt: z.string().nullable(),
  teacherComment: z.string(),
  doses: z.array(medicineDoseSchema),
  updatedAt: z.string(),
});
export type Medicine = z.infer<typeof medicineSchema>;

export const medicinePageSchema = pageSchema(medicineListItemSchema);
export type MedicinePage = z.infer<typeof medicinePageSchema>;

/** Search types of the medicine list (docs/product/lists.md#the-lists), plus `date`, which carries only the dates. */
export const medicineSearchTypes = ['childName', 'date'] as const;
export type MedicineSearchType = (typeof medicineSearchTypes)[number];

export const medicineSearchParamsSchema = z.object({ classId: classIdSchema });
export const medicineSearchQuerySchema = searchQuerySchema(medicineSearchTypes, 1, {
  status: optionalFilter(medicineStatusSchema),
});
export type MedicineSearchQuery = z.infer<typeof medicineSearchQuerySchema>;

export const medicineParamsSchema = z.object({ classId: classIdSchema, id: medicineIdSchema });
export type MedicineParams = z.infer<typeof medicineParamsSchema>;

export type CheckMedicineBody = z.infer<typeof checkMedicineBodySchema>;

/** One dose given (only on a CHECKED request): givenAt defaults to now on the server. */
export const logMedicineDoseBodySchema = z.object({
  classId: classIdSchema,
  medicineId: medicineIdSchema,
  givenAt: z.iso.datetime({ offset: true, error: '투약 시각이 올바르지 않습니다. 날짜와 시각을 다시 선택해 주세요.' }).optional(),
  note: z.string().trim().max(200, { error: '투약 메모는 200자 이하로 입력해 주세요.' }).optional().default(''),
});
export type LogMedicineDoseBody = z.infer<typeof logMedicineDoseBodySchema>;

/** What a client sends (before defaults): the web's form values. */
export type EndMedicineInput = z.input<typeof endMedicineBodySchema>;
export type LogMedicineDoseInput = z.input<typeof logMedicineDoseBodySchema>;

/** '해열제 시럽', '해열제 시럽 외 1' — the list's summary of a request's medicines. */
export function medicineSummary(medicines: readonly Pick<MedicineItem, 'medicineName'>[]): string {
  if (medicines.length === 0) return '';
  return medicines.length === 1 ? medicines[0].medicineName : `${medicines[0].medicineName} 외 ${medicines.length - 1}`;
}

// ------------------------------------------------------------------------------------------------ the parent app

/** How many medicines one request may hold, and how far ahead a parent may ask. */
export const MEDICINE_MAX_ITEMS = 5;
export const MEDICINE_MAX_DAYS_AHEAD = 30;

export const MEDICINE_REQUEST_MESSAGES = {
  requestDateRequired: '투약일을 선택해 주세요.',
  requestDate: '투약일을 2026-11-21처럼 입력해 주세요.',
  requestDateRange: `투약일은 오늘부터 ${MEDICINE_MAX_DAYS_AHEAD}일 안의 날짜로 골라 주세요.`,
  symptom: '증상을 입력해 주세요. (200자 이하)',
  medicinesMin: '약을 한 가지 이상 입력해 주세요.',
  medicinesMax: `약은 한 번에 ${MEDICINE_MAX_ITEMS}가지까지 적을 수 있습니다.`,
  medicineName: '약 종류를 입력해 주세요. (100자 이하)',
  dosage: '용량을 입력해 주세요. (50자 이하)',
  times: '투약 시간을 입력해 주세요. (100자 이하)',
  storage: '보관 방법을 골라 주세요.',
  parentNote: '요청사항은 1000자 이하로 입력해 주세요.',
  confirmed: '투약 의뢰 내용을 확인하고 동의해 주세요.',
} as const;

/** 409: a parent changes or cancels a request after the teacher checked it. */
export const MEDICINE_PARENT_LOCKED_MESSAGE = '선생님이 확인한 투약의뢰서는 고치거나 취소할 수 없습니다. 변경이 필요하면 어린이집에 연락해 주세요.';
/** 409: a parent edits a request they cancelled. */
export const MEDICINE_PARENT_CANCELLED_MESSAGE = '취소한 투약의뢰서는 고칠 수 없습니다. 새로 의뢰해 주세요.';
export const MEDICINE_REQUESTED_MESSAGE = '투약을 의뢰했습니다.';
export const MEDICINE_UPDATED_MESSAGE = '투약의뢰서를 고쳤습니다.';
export const MEDICINE_PARENT_CANCELLED_DONE_MESSAGE = '투약의뢰서를 취소했습니다.';

/** A parent may change or cancel a request only until a teacher checked it. */
export function canParentChangeMedicine(status: MedicineStatus): boolean {
  return status === 'REQUESTED';
}

/** The first and last day a parent may ask for (today in the centre's zone … +30 days). */
export function medicineRequestWindow(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, MEDICINE_MAX_DAYS_AHEAD) };
}

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** One medicine as the parent writes it. */
export const medicineItemBodySchema = z.object({
  medicineName: requiredText(100, MEDICINE_REQUEST_MESSAGES.medicineName),
  dosage: requiredText(50, MEDICINE_REQUEST_MESSAGES.dosage),
  times: requiredText(100, MEDICINE_REQUEST_MESSAGES.times),
  storage: z.enum(medicineStorages, { error: MEDICINE_REQUEST_MESSAGES.storage }),
});
export type MedicineItemBody = z.infer<typeof medicineItemBodySchema>;

const medicineRequestFields = {
  childCode: familyChildCodeSchema,
  requestDate: dateSchema(MEDICINE_REQUEST_MESSAGES.requestDate, MEDICINE_REQUEST_MESSAGES.requestDateRequired),
  symptom: requiredText(200, MEDICINE_REQUEST_MESSAGES.symptom),
  medicines: z
    .array(medicineItemBodySchema, { error: MEDICINE_REQUEST_MESSAGES.medicinesMin })
    .min(1, { error: MEDICINE_REQUEST_MESSAGES.medicinesMin })
    .max(MEDICINE_MAX_ITEMS, { error: MEDICINE_REQUEST_MESSAGES.medicinesMax }),
  parentNote: z
    .string({ error: MEDICINE_REQUEST_MESSAGES.parentNote })
    .trim()
    .max(1000, { error: MEDICINE_REQUEST_MESSAGES.parentNote })
    .optional()
    .default(''),
  /** the parent's confirmation of the request (the legal record): must be true */
  confirmed: z.literal(true, { error: MEDICINE_REQUEST_MESSAGES.confirmed }),
};

/**
 * POST /family/medicine: a parent's request for one of their children (docs/product/medicine.md#parent-app). The
 * server also checks the day window (today … +30 in the centre's zone) and that the child is theirs and in a class.
 */
export const createFamilyMedicineBodySchema = z.object(medicineRequestFields);
export type CreateFamilyMedicineBody = z.infer<typeof createFamilyMedicineBodySchema>;
export type CreateFamilyMedicineInput = z.input<typeof createFamilyMedicineBodySchema>;

/** PUT /family/medicine: the whole request again, only while no teacher has checked it. */
export const updateFamilyMedicineBodySchema = z.object({ ...medicineRequestFields, medicineId: medicineIdSchema });
export type UpdateFamilyMedicineBody = z.infer<typeof updateFamilyMedicineBodySchema>;
export type UpdateFamilyMedicineInput = z.input<typeof updateFamilyMedicineBodySchema>;

/** PUT /family/medicine/cancel: REQUESTED → CANCELLED (again: unchanged). */
export const cancelFamilyMedicineBodySchema = z.object({ childCode: familyChildCodeSchema, medicineId: medicineIdSchema });
export type CancelFamilyMedicineBody = z.infer<typeof cancelFamilyMedicineBodySchema>;

export const familyMedicineParamsSchema = z.object({ childCode: familyChildCodeSchema, id: medicineIdSchema });
export type FamilyMedicineParams = z.infer<typeof familyMedicineParamsSchema>;
export const familyMedicineListQuerySchema = pagingSchema(1);
export type FamilyMedicineListQuery = z.infer<typeof familyMedicineListQuerySchema>;

/** A request in the parent's list: newest day first. */
export const familyMedicineListItemSchema = z.object({
  medicineId: z.number().int(),
  childCode: z.number().int(),
  requestDate: z.string(),
  symptom: z.string(),
  medicines: z.array(medicineItemSchema),
  status: medicineStatusSchema,
  doseCount: z.number().int(),
  isToday: z.boolean(),
  createdAt: z.string(),
});
export type FamilyMedicineListItem = z.infer<typeof familyMedicineListItemSchema>;
export const familyMedicinePageSchema = pageSchema(familyMedicineListItemSchema);
export type FamilyMedicinePage = z.infer<typeof familyMedicinePageSchema>;

/**
 * One request as the parent sees it: what they asked, and what the teachers did (checked / each dose / completed,
 * with the teachers' names and the comment). `completedAt` is yyyyMMdd like the staff side's.
 */
export const familyMedicineSchema = familyMedicineListItemSchema.extend({
  ...medicineSchema.pick({
    className: true,
    parentNote: true,
    requestedByName: true,
    confirmedAt: true,
    cancelledAt: true,
    checkedByName: true,
    checkedAt: true,
    completedByName: true,
    completedAt: true,
    teacherComment: true,
    doses: true,
    updatedAt: true,
  }).shape,
  /** still REQUESTED: the parent may change or cancel it */
  canChange: z.boolean(),
});
export type FamilyMedicine = z.infer<typeof familyMedicineSchema>;
