import type { FamilyMedicine, FamilyMedicineListItem, Medicine, MedicineItem, MedicineListItem } from '@kg/contract';
import { canParentChangeMedicine, toCompactDate } from '@kg/contract';
import type { MedicineDetailRow, MedicineDoseRow, MedicineListRow } from './medicine.repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The medicines field by field (the JSON the query built carries nothing else, but nothing unlisted leaves). */
const itemsOf = (row: MedicineListRow): MedicineItem[] =>
  row.medicines.map((m) => ({ medicineName: m.medicineName, dosage: m.dosage, times: m.times, storage: m.storage }));

const dosesOf = (doses: MedicineDoseRow[]) =>
  doses.map((d) => ({ doseId: d.id, givenAt: d.givenAt.toISOString(), givenByName: d.givenByName, note: d.note }));

/** Row → list item, field by field (nothing else leaves the server). */
export function toMedicineListItem(row: MedicineListRow, today: string): MedicineListItem {
  return {
    medicineId: row.id,
    classId: row.classId,
    childCode: row.childId,
    childName: row.childName,
    requestDate: row.requestDate,
    symptom: row.symptom,
    medicines: itemsOf(row),
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
    requestedByName: row.requestedByName,
    requestedByRelation: row.requestedByRelation,
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    checkedByName: row.checkedByName,
    checkedAt: iso(row.checkedAt),
    completedByName: row.completedByName,
    completedAt: row.completedAt ? toCompactDate(row.completedAt) : null,
    teacherComment: row.teacherComment,
    doses: dosesOf(doses),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Row → the parent app's list item (no class, no other child). */
export function toFamilyMedicineListItem(row: MedicineListRow, today: string): FamilyMedicineListItem {
  return {
    medicineId: row.id,
    childCode: row.childId,
    requestDate: row.requestDate,
    symptom: row.symptom,
    medicines: itemsOf(row),
    status: row.status,
    doseCount: row.doseCount,
    isToday: row.requestDate === today,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Row and its doses → what the parent sees of their request. */
export function toFamilyMedicine(row: MedicineDetailRow, doses: MedicineDoseRow[], today: string): FamilyMedicine {
  return {
    ...toFamilyMedicineListItem(row, today),
    className: row.className,
    parentNote: row.parentNote,
    requestedByName: row.requestedByName,
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    checkedByName: row.checkedByName,
    checkedAt: iso(row.checkedAt),
    completedByName: row.completedByName,
    completedAt: row.completedAt ? toCompactDate(row.completedAt) : null,
    teacherComment: row.teacherComment,
    doses: dosesOf(doses),
    canChange: canParentChangeMedicine(row.status),
    updatedAt: row.updatedAt.toISOString(),
  };
}
