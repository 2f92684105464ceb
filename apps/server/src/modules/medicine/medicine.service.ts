import {
  MEDICINE_CANCELLED_MESSAGE,
  MEDICINE_COMPLETED_MESSAGE,
  MEDICINE_DOSE_BEFORE_CHECK_MESSAGE,
  MEDICINE_END_BEFORE_CHECK_MESSAGE,
  MEDICINE_FUTURE_COMPLETION_MESSAGE,
  MEDICINE_FUTURE_DOSE_MESSAGE,
  canTransitionMedicine,
  fromCompactDate,
  type CheckMedicineBody,
  type EndMedicineBody,
  type LogMedicineDoseBody,
  type Medicine,
  type MedicineItem,
  type MedicinePage,
  type MedicineSearchQuery,
  type MedicineStatus,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { changeStoryRecord, transitionStoryRecord, type StoryRecordKind } from '../../lib/story-record';
import { medicineRepository as repo, type MedicineRow, type MedicineUpdate, type NewMedicineRow } from './medicine.repository';
import { toMedicine, toMedicineListItem } from './medicine.presenter';

const NOT_FOUND_MESSAGE = '투약의뢰서를 찾을 수 없습니다.';
/** A dose "now" from a device whose clock runs a little ahead is still accepted. */
const CLOCK_SKEW_MS = 5 * 60_000;
const SUBJECT = 'medicine_request';

export async function listMedicine(ctx: ServiceContext, classId: number, query: MedicineSearchQuery): Promise<MedicinePage> {
  const day = ctx.today();
  const { rows, total } = await repo.search(ctx.db, classId, query, day);
  return toPage(rows.map((row) => toMedicineListItem(row, day)), query, total);
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

/** 투약의뢰서 as a story record: the shared lock → status rule → audit workflow (lib/story-record.ts). */
const medicineRecord: StoryRecordKind<MedicineStatus, MedicineRow, MedicineUpdate, Medicine> = {
  subject: SUBJECT,
  notFoundMessage: NOT_FOUND_MESSAGE,
  lockInClass: repo.lockInClass,
  update: repo.update,
  load: loadMedicine,
  canTransition: canTransitionMedicine,
};

/** Why staff may not change a closed request: completed, or cancelled by the parent. */
const closedMessage = (status: MedicineStatus) => (status === 'CANCELLED' ? MEDICINE_CANCELLED_MESSAGE : MEDICINE_COMPLETED_MESSAGE);

const refOf = (body: { classId: number; medicineId: number }) => ({ classId: body.classId, id: body.medicineId });

/** The teacher confirms receipt: REQUESTED → CHECKED. Checking again changes nothing; a completed request is closed. */
export function checkMedicine(ctx: ServiceContext, body: CheckMedicineBody): Promise<Medicine> {
  return transitionStoryRecord(ctx, medicineRecord, refOf(body), {
    to: 'CHECKED',
    idempotent: true,
    refusal: closedMessage,
    action: 'MEDICINE_CHECKED',
    apply: (_row, { actor, now }) => ({ values: { checkedBy: actor.tno, checkedAt: now } }),
  });
}

/** CHECKED → COMPLETED with the teacher's comment; completedAt (yyyyMMdd) defaults to today in the centre's zone. */
export async function endMedicine(ctx: ServiceContext, body: EndMedicineBody): Promise<Medicine> {
  const day = ctx.today();
  const completedOn = body.completedAt ? fromCompactDate(body.completedAt) : day;
  if (completedOn > day) throw invalid('completedAt', MEDICINE_FUTURE_COMPLETION_MESSAGE);
  return transitionStoryRecord(ctx, medicineRecord, refOf(body), {
    to: body.status,
    refusal: (from) => (from === 'REQUESTED' ? MEDICINE_END_BEFORE_CHECK_MESSAGE : closedMessage(from)),
    action: 'MEDICINE_COMPLETED',
    apply: (row, { actor }) => {
      if (completedOn < row.requestDate) throw invalid('completedAt', '완료일은 투약 의뢰일보다 빠를 수 없습니다.');
      return {
        values: { completedBy: actor.tno, completedAt: completedOn, teacherComment: body.teacherComment },
        detail: { completedAt: completedOn },
      };
    },
  });
}

/** One dose given (time and teacher), only while the request is CHECKED. */
export async function logMedicineDose(ctx: ServiceContext, body: LogMedicineDoseBody): Promise<Medicine> {
  const now = ctx.now();
  const givenAt = body.givenAt ? new Date(body.givenAt) : now;
  if (givenAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw invalid('givenAt', MEDICINE_FUTURE_DOSE_MESSAGE);
  return changeStoryRecord(ctx, medicineRecord, refOf(body), async (row, { tx, actor }) => {
    if (row.status === 'REQUESTED') throw conflict(MEDICINE_DOSE_BEFORE_CHECK_MESSAGE);
    if (row.status !== 'CHECKED') throw conflict(closedMessage(row.status));
    const dose = await repo.insertDose(tx, { requestId: row.id, givenAt, givenBy: actor.tno, note: body.note });
    await repo.update(tx, row.id, { updatedAt: now });
    await writeAudit(tx, ctx, {
      action: 'MEDICINE_DOSE',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, doseId: dose.id, givenAt: givenAt.toISOString() },
    });
  });
}

/**
 * A request enters here (the parent app through medicine-family.service.ts, the seed and the tests), with its
 * medicines in order. Status and teacher fields start empty whatever `values` says. Pass a transaction so the request
 * and its medicines land together.
 */
export async function createMedicineRequest(db: DbOrTx, values: NewMedicineRow, items: readonly MedicineItem[]): Promise<MedicineRow> {
  return repo.create(
    db,
    {
      ...values,
      status: 'REQUESTED',
      cancelledAt: null,
      checkedBy: null,
      checkedAt: null,
      completedBy: null,
      completedAt: null,
      teacherComment: '',
    },
    items,
  );
}
