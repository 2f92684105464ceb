import { z } from 'zod';
import { classIdSchema, compactDateSchema, requiredIdSchema } from '../common/fields';

export const medicineStatuses = ['REQUESTED', 'CHECKED', 'COMPLETED'] as const;
export type MedicineStatus = (typeof medicineStatuses)[number];
export const medicineStatusLabels: Record<MedicineStatus, string> = {
  REQUESTED: '요청',
  CHECKED: '확인',
  COMPLETED: '투약완료',
};

const transitions: Record<MedicineStatus, MedicineStatus[]> = {
  REQUESTED: ['CHECKED'],
  CHECKED: ['CHECKED', 'COMPLETED'],
  COMPLETED: [],
};
/** REQUESTED → CHECKED → COMPLETED; checking twice is harmless; nothing after completion. */
export function canTransitionMedicine(from: MedicineStatus, to: MedicineStatus): boolean {
  return from === to && to === 'CHECKED' ? true : transitions[from].includes(to);
}

export const medicineIdSchema = requiredIdSchema('medicineId가 필요합니다.');

export const checkMedicineBodySchema = z.object({ classId: classIdSchema, medicineId: medicineIdSchema });

/** Medicine end (SPEC §5): classId and medicineId required; status defaults to COMPLETED; completedAt yyyyMMdd. */
export const endMedicineBodySchema = z.object({
  classId: classIdSchema,
  medicineId: medicineIdSchema,
  status: z.enum(['COMPLETED'], { error: 'status가 올바르지 않습니다' }).default('COMPLETED'),
  completedAt: compactDateSchema('completedAt은 yyyyMMdd 형식이어야 합니다.').optional(),
  teacherComment: z.string().max(1000, { error: '교사 의견은 1000자 이하로 입력해 주세요.' }).optional().default(''),
});
export type EndMedicineBody = z.infer<typeof endMedicineBodySchema>;
