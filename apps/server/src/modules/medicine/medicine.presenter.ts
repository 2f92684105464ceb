import type { Medicine, MedicineListItem } from '@kg/contract';
import { toCompactDate } from '@kg/contract';
import type { MedicineDetailRow, MedicineDoseRow, MedicineListRow } from './medicine.repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Row → list item, field by field (nothing else leaves the server). */
export function toMedicineListItem(row: MedicineListRow, today: string): MedicineListItem {
  return {
    medicineId: row.id,
    classId: row.classId,
    childCode: row.childId,
    childName: row.childName,
    requestDate: row.requestDate,
    symptom: row.symptom,
    medicineName: row.medicineName,
    dosage: row.dosage,
    times: row.times,
    storage: row.storage,
    status: row.status,
    doseCount: row.doseCount,
    lastDoseAt: iso(row.lastDoseAt),
    isToday: row.requestDate === today,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Row and its doses → the detail; completedAt goes out as yyyyMMdd (docs/product/medicine.md#completion). */
export function toMedicine(row: MedicineDetailRow, doses: MedicineDoseRow[], today: string): Medicine {
  return {
    ...toMedicineListItem(row, today),
    className: row.className,
    parentNote: row.parentNote,
    checkedByName: row.checkedByName,
    checkedAt: iso(row.checkedAt),
    completedByName: row.completedByName,
    completedAt: row.completedAt ? toCompactDate(row.completedAt) : null,
    teacherComment: row.teacherComment,
    doses: doses.map((d) => ({ doseId: d.id, givenAt: d.givenAt.toISOString(), givenByName: d.givenByName, note: d.note })),
    updatedAt: row.updatedAt.toISOString(),
  };
}
