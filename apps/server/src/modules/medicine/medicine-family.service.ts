import {
  MEDICINE_COMPLETED_MESSAGE,
  MEDICINE_PARENT_CANCELLED_MESSAGE,
  MEDICINE_PARENT_LOCKED_MESSAGE,
  MEDICINE_REQUEST_MESSAGES,
  medicineRequestWindow,
  type CancelFamilyMedicineBody,
  type CreateFamilyMedicineBody,
  type FamilyMedicine,
  type FamilyMedicineListQuery,
  type FamilyMedicinePage,
  type MedicineStatus,
  type UpdateFamilyMedicineBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireFamily, type ServiceContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { ownChild, ownEnrolledChild } from '../family/family-children';
import { medicineRepository as repo, type MedicineRow } from './medicine.repository';
import { toFamilyMedicine, toFamilyMedicineListItem } from './medicine.presenter';
import { createMedicineRequest } from './medicine.service';

/**
 * 투약의뢰서 in the parent app (docs/product/medicine.md#parent-app). Every call starts with the parent's own child
 * (404 otherwise); a request is looked up under that child, whatever class it was made in. Reads are audited too.
 */

const NOT_FOUND_MESSAGE = '투약의뢰서를 찾을 수 없습니다.';
const SUBJECT = 'medicine_request';

async function loadFamilyMedicine(db: DbOrTx, childId: number, id: number, today: string): Promise<FamilyMedicine> {
  const row = await repo.findDetailOfChild(db, childId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toFamilyMedicine(row, await repo.listDoses(db, id), today);
}

/** The day must lie in today … +30 (the centre's zone). */
function assertRequestDate(ctx: ServiceContext, requestDate: string): void {
  const { first, last } = medicineRequestWindow(ctx.today());
  if (requestDate < first || requestDate > last) throw invalid('requestDate', MEDICINE_REQUEST_MESSAGES.requestDateRange);
}

/** Why a parent may no longer change or cancel a request. */
function lockedMessage(status: Exclude<MedicineStatus, 'REQUESTED'>): string {
  if (status === 'CHECKED') return MEDICINE_PARENT_LOCKED_MESSAGE;
  if (status === 'COMPLETED') return MEDICINE_COMPLETED_MESSAGE;
  return MEDICINE_PARENT_CANCELLED_MESSAGE;
}

export async function listFamilyMedicine(ctx: ServiceContext, query: FamilyMedicineListQuery): Promise<FamilyMedicinePage> {
  const child = ownChild(ctx);
  const day = ctx.today();
  const { rows, total } = await repo.listOfChild(ctx.db, child.childCode, query);
  await writeAudit(ctx.db, ctx, {
    action: 'MEDICINE_LIST_VIEWED',
    subjectType: 'child',
    subjectId: child.childCode,
    detail: { page: query.page, count: rows.length },
  });
  return toPage(rows.map((row) => toFamilyMedicineListItem(row, day)), query, total);
}

export async function getFamilyMedicine(ctx: ServiceContext, id: number): Promise<FamilyMedicine> {
  const child = ownChild(ctx);
  const medicine = await loadFamilyMedicine(ctx.db, child.childCode, id, ctx.today());
  await writeAudit(ctx.db, ctx, { action: 'MEDICINE_VIEWED', subjectType: SUBJECT, subjectId: id, detail: { childId: child.childCode } });
  return medicine;
}

/**
 * The parent's request (confirmed by them: the legal record) for the child's class of today; REQUESTED, with the
 * medicines in the order given.
 */
export async function createFamilyMedicine(ctx: ServiceContext, body: CreateFamilyMedicineBody): Promise<FamilyMedicine> {
  const { pno } = requireFamily(ctx);
  const child = ownEnrolledChild(ctx);
  assertRequestDate(ctx, body.requestDate);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await createMedicineRequest(
      tx,
      {
        classId: child.classId,
        childId: child.childCode,
        requestDate: body.requestDate,
        symptom: body.symptom,
        parentNote: body.parentNote,
        requestedByParentId: pno,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      },
      body.medicines,
    );
    await writeAudit(tx, ctx, {
      action: 'MEDICINE_REQUESTED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: child.classId, childId: child.childCode, requestDate: body.requestDate, medicines: body.medicines.length },
    });
    return loadFamilyMedicine(tx, child.childCode, row.id, ctx.today());
  });
}

/** Locks the child's request for a parent's change (404 when it is not this child's). */
async function lockOwn(tx: DbOrTx, childId: number, id: number): Promise<MedicineRow> {
  const row = await repo.lockOfChild(tx, childId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** The whole request again (confirmed again), only while no teacher has checked it. */
export async function updateFamilyMedicine(ctx: ServiceContext, body: UpdateFamilyMedicineBody): Promise<FamilyMedicine> {
  const { pno } = requireFamily(ctx);
  const child = ownEnrolledChild(ctx);
  assertRequestDate(ctx, body.requestDate);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, child.childCode, body.medicineId);
    if (row.status !== 'REQUESTED') throw conflict(lockedMessage(row.status));
    await repo.update(tx, row.id, {
      requestDate: body.requestDate,
      symptom: body.symptom,
      parentNote: body.parentNote,
      requestedByParentId: pno,
      confirmedAt: now,
      updatedAt: now,
    });
    await repo.replaceItems(tx, row.id, body.medicines);
    await writeAudit(tx, ctx, {
      action: 'MEDICINE_UPDATED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: {
        classId: row.classId,
        childId: row.childId,
        requestDate: body.requestDate,
        medicines: body.medicines.length,
        ...(row.requestDate !== body.requestDate ? { previousRequestDate: row.requestDate } : {}),
      },
    });
    return loadFamilyMedicine(tx, child.childCode, row.id, ctx.today());
  });
}

/** REQUESTED → CANCELLED (cancelled_at); a cancelled one stays as it is; after the teacher checked it: 409. */
export async function cancelFamilyMedicine(ctx: ServiceContext, body: CancelFamilyMedicineBody): Promise<FamilyMedicine> {
  const child = ownChild(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, child.childCode, body.medicineId);
    if (row.status === 'CHECKED' || row.status === 'COMPLETED') throw conflict(lockedMessage(row.status));
    if (row.status === 'REQUESTED') {
      await repo.update(tx, row.id, { status: 'CANCELLED', cancelledAt: now, updatedAt: now });
      await writeAudit(tx, ctx, {
        action: 'MEDICINE_CANCELLED',
        subjectType: SUBJECT,
        subjectId: row.id,
        detail: { classId: row.classId, childId: row.childId, requestDate: row.requestDate },
      });
    }
    return loadFamilyMedicine(tx, child.childCode, row.id, ctx.today());
  });
}
