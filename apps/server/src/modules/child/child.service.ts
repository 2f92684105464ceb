import {
  CHILD_CLASS_NOT_FOUND_MESSAGE,
  CHILD_DUPLICATE_MESSAGE,
  CHILD_HAS_RECORDS_MESSAGE,
  CHILD_LEFT_ASSIGN_MESSAGE,
  CHILD_MESSAGES,
  CHILD_NOT_FOUND_MESSAGE,
  childSameStatusMessage,
  isLeavingStatus,
  type Child,
  type ChildBody,
  type ChildClassListQuery,
  type ChildClassOption,
  type ChildListItem,
  type ChildPage,
  type ChildSearchQuery,
  type ChildStatus,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireCentre, type ServiceContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { deleteFilesByRef } from '../file/file.service';
import { followChildStatus } from '../parent/parent-leave';
import { CHILD_PROFILE_REF, childRepository as repo, type ChildListRow, type ChildRow } from './child.repository';
import { toChild, toChildListItem } from './child.presenter';

export const CHILD_SUBJECT = 'child';

/** List rows (their parents included) → list items. */
export function presentList(rows: ChildListRow[], today: string): ChildListItem[] {
  return rows.map((row) => toChildListItem(row, today));
}

export async function loadChild(ctx: ServiceContext, db: DbOrTx, id: number): Promise<Child> {
  const [row, listRow] = await Promise.all([repo.findById(db, id), repo.findListRow(db, id)]);
  if (!row || !listRow) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  const [contacts, pickups] = await Promise.all([repo.listContacts(db, id), repo.listPickups(db, id)]);
  const profile = row.profileFileId ? (await ctx.files.listFilesByRef(db, CHILD_PROFILE_REF, [id])).find((f) => f.id === row.profileFileId) : undefined;
  return toChild(
    { row, listRow, contacts, pickups, profileImage: profile ? ctx.files.presentFile(profile) : null },
    ctx.today(),
  );
}

export async function searchChildren(ctx: ServiceContext, query: ChildSearchQuery): Promise<ChildPage> {
  const { rows, total } = await repo.search(ctx.db, requireCentre(ctx), query);
  return toPage(presentList(rows, ctx.today()), query, total);
}

/** The children attending a class, 0-based (docs/product/lists.md#paging); the class scope resolved the caller's class. */
export async function listClassChildren(ctx: ServiceContext, classId: number, query: ChildClassListQuery): Promise<ChildPage> {
  const { rows, total } = await repo.listInClass(ctx.db, classId, ctx.today(), query);
  return toPage(presentList(rows, ctx.today()), query, total);
}

export async function listUnassignedChildren(ctx: ServiceContext): Promise<ChildListItem[]> {
  return presentList(await repo.listUnassigned(ctx.db, requireCentre(ctx)), ctx.today());
}

export async function listClassOptions(ctx: ServiceContext): Promise<ChildClassOption[]> {
  const rows = await repo.classOptions(ctx.db, requireCentre(ctx), ctx.today());
  return rows.map((r) => ({ classId: r.id, name: r.name, color: r.color, capacity: r.capacity, enrolledCount: r.enrolledCount, pausedCount: r.pausedCount }));
}

/** A child of the session's centre; a teacher opens only those of their own class (the record scope, policies/). */
export async function getChild(ctx: ServiceContext, id: number): Promise<Child> {
  return loadChild(ctx, ctx.db, id);
}

/** Checks what the schema cannot: dates against the centre's today, the class, duplicates. */
async function checkBody(tx: DbOrTx, ctx: ServiceContext, body: ChildBody, exceptId?: number) {
  const centreId = requireCentre(ctx);
  if (body.birthDate > ctx.today()) throw invalid('birthDate', CHILD_MESSAGES.birthDateFuture);
  // a class of another centre is no class here
  if (body.classId !== null && (await repo.findClasses(tx, centreId, [body.classId])).length === 0) {
    throw invalid('classId', CHILD_CLASS_NOT_FOUND_MESSAGE);
  }
  if (await repo.findDuplicate(tx, centreId, body.name, body.birthDate, exceptId)) throw conflict(CHILD_DUPLICATE_MESSAGE);
}

const recordFields = (body: ChildBody) => ({
  name: body.name,
  birthDate: body.birthDate,
  gender: body.gender,
  classId: body.classId,
  admissionDate: body.admissionDate,
  allergyCodes: body.allergyCodes,
  allergies: body.allergies,
  allergyNote: body.allergyNote,
  healthNotes: body.healthNotes,
  photoConsent: body.photoConsent,
  address: body.address,
  memo: body.memo,
});

/** Inserts one child with contacts and pick-up persons (inside the caller's transaction) and audits it. */
export async function insertChild(tx: DbOrTx, ctx: ServiceContext, body: ChildBody, source: 'form' | 'excel'): Promise<ChildRow> {
  const row = await repo.insert(tx, { ...recordFields(body), centreId: requireCentre(ctx) });
  await repo.replaceContacts(tx, row.id, body.emergencyContacts);
  await repo.replacePickups(tx, row.id, body.pickupPersons);
  await writeAudit(tx, ctx, { action: 'CHILD_CREATED', subjectType: CHILD_SUBJECT, subjectId: row.id, detail: { classId: row.classId, source } });
  return row;
}

export async function createChild(ctx: ServiceContext, body: ChildBody): Promise<Child> {
  return ctx.db.transaction(async (tx) => {
    await checkBody(tx, ctx, body);
    const row = await insertChild(tx, ctx, body, 'form');
    return loadChild(ctx, tx, row.id);
  });
}

async function lockChild(tx: DbOrTx, id: number): Promise<ChildRow> {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  return row;
}

/** Which record fields an edit changed (names only: the audit log never holds the data itself). */
function changedFields(row: ChildRow, next: ReturnType<typeof recordFields>): string[] {
  const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b);
  return (Object.keys(next) as (keyof typeof next)[]).filter((key) => !same(row[key], next[key]));
}

export async function updateChild(ctx: ServiceContext, id: number, body: ChildBody): Promise<Child> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockChild(tx, id);
    await checkBody(tx, ctx, body, id);
    const next = recordFields(body);
    if (next.classId !== row.classId && next.classId !== null && isLeavingStatus(row.status)) throw conflict(CHILD_LEFT_ASSIGN_MESSAGE);
    await repo.update(tx, id, { ...next, updatedAt: ctx.now() });
    await repo.replaceContacts(tx, id, body.emergencyContacts);
    await repo.replacePickups(tx, id, body.pickupPersons);
    if (next.classId !== row.classId) await repo.syncProfileFileClass(tx, [id], next.classId);
    await writeAudit(tx, ctx, {
      action: 'CHILD_UPDATED',
      subjectType: CHILD_SUBJECT,
      subjectId: id,
      detail: { fields: changedFields(row, next), fromClassId: row.classId, toClassId: next.classId },
    });
    return loadChild(ctx, tx, id);
  });
}

/** Only a child without class-story records may be deleted; otherwise the status records the leave. */
export async function deleteChild(ctx: ServiceContext, id: number): Promise<{ childCode: number }> {
  const removedFiles = await ctx.db.transaction(async (tx) => {
    const row = await lockChild(tx, id);
    if ((await repo.countStoryRecords(tx, id)) > 0) throw conflict(CHILD_HAS_RECORDS_MESSAGE);
    const fileRows = await deleteFilesByRef(tx, CHILD_PROFILE_REF, id);
    await repo.delete(tx, [id]);
    await writeAudit(tx, ctx, {
      action: 'CHILD_DELETED',
      subjectType: CHILD_SUBJECT,
      subjectId: id,
      detail: { classId: row.classId, status: row.status, fileIds: fileRows.map((f) => f.id) },
    });
    return fileRows;
  });
  await ctx.files.purge(removedFiles);
  return { childCode: id };
}

/**
 * PUT chang-status: stop/graduate set the leave date (the retention clock starts) and free the class place;
 * active/pause clear the leave date. The parents' 퇴소일 follows (parent-leave.ts). The same status again is a conflict.
 */
export async function changeChildStatus(ctx: ServiceContext, id: number, status: ChildStatus): Promise<Child> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockChild(tx, id);
    if (row.status === status) throw conflict(childSameStatusMessage(status));
    const leaving = isLeavingStatus(status);
    const leaveDate = leaving ? ctx.today() : null;
    const classId = leaving ? null : row.classId;
    const now = ctx.now();
    await repo.update(tx, id, { status, statusChangedAt: now, leaveDate, classId, updatedAt: now });
    if (classId !== row.classId) await repo.syncProfileFileClass(tx, [id], classId);
    await followChildStatus(tx, id, ctx.today());
    await writeAudit(tx, ctx, {
      action: 'CHILD_STATUS_CHANGED',
      subjectType: CHILD_SUBJECT,
      subjectId: id,
      detail: { from: row.status, to: status, leaveDate, fromClassId: row.classId, toClassId: classId },
    });
    return loadChild(ctx, tx, id);
  });
}
