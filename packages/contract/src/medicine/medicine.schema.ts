import { z } from 'zod';
import { classIdSchema, compactDateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, searchQuerySchema } from '../common/search';

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

export const medicineStatusSchema = z.enum(medicineStatuses, { error: '투약의뢰서 상태가 올바르지 않습니다.' });

/** One logged dose (투약 보고). `givenAt` is an ISO instant. */
export const medicineDoseSchema = z.object({
  doseId: z.number().int(),
  givenAt: z.string(),
  givenByName: z.string().nullable(),
  note: z.string(),
});
export type MedicineDose = z.infer<typeof medicineDoseSchema>;

/** A request as the list shows it. `requestDate` is yyyy-MM-dd; `isToday` is computed in the centre's time zone. */
export const medicineListItemSchema = z.object({
  medicineId: z.number().int(),
  classId: z.number().int(),
  childCode: z.number().int(),
  childName: z.string(),
  requestDate: z.string(),
  symptom: z.string(),
  medicineName: z.string(),
  dosage: z.string(),
  times: z.string(),
  storage: z.enum(medicineStorages),
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
