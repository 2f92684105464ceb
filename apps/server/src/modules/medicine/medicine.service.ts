import {
  MEDICINE_COMPLETED_MESSAGE,
  MEDICINE_DOSE_BEFORE_CHECK_MESSAGE,
  MEDICINE_END_BEFORE_CHECK_MESSAGE,
  MEDICINE_FUTURE_COMPLETION_MESSAGE,
  MEDICINE_FUTURE_DOSE_MESSAGE,
  canTransitionMedicine,
  totalPages,
  type CheckMedicineBody,
  type EndMedicineBody,
  type LogMedicineDoseBody,
  type Medicine,
  type MedicinePage,
  type MedicineSearchQuery,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, type ServiceContext } from '../../lib/context';
import { assertClassAccess } from '../../lib/principal';
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { fromCompactDate } from '@kg/contract';
import { medicineRepository as repo, type MedicineRow, type NewMedicineRow } from './medicine.repository';
import { toMedicine, toMedicineListItem } from './medicine.presenter';

const NOT_FOUND_MESSAGE = '투약의뢰서를 찾을 수 없습니다.';
/** A dose "now" from a device whose clock runs a little ahead is still accepted. */
const CLOCK_SKEW_MS = 5 * 60_000;
const SUBJECT = 'medicine_request';

export async function listMedicine(ctx: ServiceContext, classId: number, query: MedicineSearchQuery): Promise<MedicinePage> {
  const day = ctx.today();
  const { rows, total } = await repo.search(ctx.db, classId, query, day);
  return {
    items: rows.map((row) => toMedicineListItem(row, day)),
    page: query.page,
    size: query.size,
    total,
    totalPages: totalPages(total, query.size),
  };
}

async function loadMedicine(db: DbOrTx, classId: number, id: number, day: string): Promise<Medicine> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toMedicine(row, await repo.listDoses(db, id), day);
}

/** A request of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getMedicine(ctx: ServiceContext, classId: number, id: number): Promise<Medicine> {
  return loadMedicine(ctx.db, classId, id, ctx.today());
}

/** Locks the request in its class for a change, or 404. */
async function lockForChange(tx: DbOrTx, ctx: ServiceContext, classId: number, id: number): Promise<MedicineRow> {
  assertClassAccess(requireActor(ctx), classId);
  const row = await repo.lockInClass(tx, classId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** The teacher confirms receipt: REQUESTED → CHECKED. Checking again changes nothing; a completed request is closed. */
export async function checkMedicine(ctx: ServiceContext, body: CheckMedicineBody): Promise<Medicine> {
  const principal = requireActor(ctx);
  const day = ctx.today();
  return ctx.db.transaction(async (tx) => {
    const row = await lockForChange(tx, ctx, body.classId, body.medicineId);
    if (row.status !== 'CHECKED') {
      if (!canTransitionMedicine(row.status, 'CHECKED')) throw conflict(MEDICINE_COMPLETED_MESSAGE);
      const now = ctx.now();
      await repo.update(tx, row.id, { status: 'CHECKED', checkedBy: principal.tno, checkedAt: now, updatedAt: now });
      await writeAudit(tx, ctx, { action: 'MEDICINE_CHECKED', subjectType: SUBJECT, subjectId: row.id, detail: { classId: row.classId } });
    }
    return loadMedicine(tx, body.classId, row.id, day);
  });
}

/** CHECKED → COMPLETED with the teacher's comment; completedAt (yyyyMMdd) defaults to today in the centre's zone. */
export async function endMedicine(ctx: ServiceContext, body: EndMedicineBody): Promise<Medicine> {
  const principal = requireActor(ctx);
  const day = ctx.today();
  const completedOn = body.completedAt ? fromCompactDate(body.completedAt) : day;
  if (completedOn > day) throw invalid('completedAt', MEDICINE_FUTURE_COMPLETION_MESSAGE);
  return ctx.db.transaction(async (tx) => {
    const row = await lockForChange(tx, ctx, body.classId, body.medicineId);
    if (!canTransitionMedicine(row.status, body.status)) {
      throw conflict(row.status === 'REQUESTED' ? MEDICINE_END_BEFORE_CHECK_MESSAGE : MEDICINE_COMPLETED_MESSAGE);
    }
    if (completedOn < row.requestDate) throw invalid('completedAt', '완료일은 투약 의뢰일보다 빠를 수 없습니다.');
    await repo.update(tx, row.id, {
      status: body.status,
      completedBy: principal.tno,
      completedAt: completedOn,
      teacherComment: body.teacherComment,
      updatedAt: ctx.now(),
    });
    await writeAudit(tx, ctx, {
      action: 'MEDICINE_COMPLETED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, completedAt: completedOn },
    });
    return loadMedicine(tx, body.classId, row.id, day);
  });
}

/** One dose given (time and teacher), only while the request is CHECKED. */
export async function logMedicineDose(ctx: ServiceContext, body: LogMedicineDoseBody): Promise<Medicine> {
  const principal = requireActor(ctx);
  const now = ctx.now();
  const givenAt = body.givenAt ? new Date(body.givenAt) : now;
  if (givenAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw invalid('givenAt', MEDICINE_FUTURE_DOSE_MESSAGE);
  return ctx.db.transaction(async (tx) => {
    const row = await lockForChange(tx, ctx, body.classId, body.medicineId);
    if (row.status === 'REQUESTED') throw conflict(MEDICINE_DOSE_BEFORE_CHECK_MESSAGE);
    if (row.status !== 'CHECKED') throw conflict(MEDICINE_COMPLETED_MESSAGE);
    const dose = await repo.insertDose(tx, { requestId: row.id, givenAt, givenBy: principal.tno, note: body.note });
    await repo.update(tx, row.id, { updatedAt: now });
    await writeAudit(tx, ctx, {
      action: 'MEDICINE_DOSE',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, doseId: dose.id, givenAt: givenAt.toISOString() },
    });
    return loadMedicine(tx, body.classId, row.id, ctx.today());
  });
}

/**
 * A parent's request enters here (the parent side does not exist yet: the seed and the tests use it).
 * Status and teacher fields start empty whatever `values` says.
 */
export async function createMedicineRequest(db: DbOrTx, values: NewMedicineRow): Promise<MedicineRow> {
  return repo.create(db, {
    ...values,
    status: 'REQUESTED',
    checkedBy: null,
    checkedAt: null,
    completedBy: null,
    completedAt: null,
    teacherComment: '',
  });
}
