import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHILD_CLASS_NOT_FOUND_MESSAGE,
  CHILD_DUPLICATE_MESSAGE,
  CHILD_HAS_RECORDS_MESSAGE,
  CHILD_LEFT_ASSIGN_MESSAGE,
  CHILD_MESSAGES,
  CHILD_NOT_FOUND_MESSAGE,
  childSameStatusMessage,
  isLeavingStatus,
  isStaffAdmin,
  totalPages,
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
import { canAccessClass, requirePrincipal } from '../../plugins/access';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { todayIn } from '@kg/contract';
import { deleteFilesByRef } from '../file/file.service';
import { CHILD_PROFILE_REF, childRepository as repo, type ChildListRow, type ChildRow } from './child.repository';
import { parentsByChild, toChild, toChildListItem } from './child.presenter';

export const CHILD_SUBJECT = 'child';

export const centreToday = (app: FastifyInstance) => todayIn(app.config.timeZone);

/** List rows → list items with their parents (one query for the page). */
export async function presentList(db: DbOrTx, rows: ChildListRow[], today: string): Promise<ChildListItem[]> {
  const parents = parentsByChild(await repo.listParents(db, rows.map((r) => r.id)));
  return rows.map((row) => toChildListItem(row, parents.get(row.id) ?? [], today));
}

export async function loadChild(app: FastifyInstance, db: DbOrTx, id: number): Promise<Child> {
  const [row, listRow] = await Promise.all([repo.findById(db, id), repo.findListRow(db, id)]);
  if (!row || !listRow) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  const [parents, contacts, pickups] = await Promise.all([repo.listParents(db, [id]), repo.listContacts(db, id), repo.listPickups(db, id)]);
  const profile = row.profileFileId ? (await app.files.listFilesByRef(db, CHILD_PROFILE_REF, [id])).find((f) => f.id === row.profileFileId) : undefined;
  return toChild(
    { row, listRow, parents: parentsByChild(parents).get(id) ?? [], contacts, pickups, profileImage: profile ? app.files.presentFile(profile) : null },
    centreToday(app),
  );
}

export async function searchChildren(app: FastifyInstance, query: ChildSearchQuery): Promise<ChildPage> {
  const { rows, total } = await repo.search(app.db, query);
  return { items: await presentList(app.db, rows, centreToday(app)), page: query.page, size: query.size, total, totalPages: totalPages(total, query.size) };
}

/** The children attending a class, 0-based pages (SPEC §9); the route checked the caller's class. */
export async function listClassChildren(app: FastifyInstance, classId: number, query: ChildClassListQuery): Promise<ChildPage> {
  if ((await repo.findClasses(app.db, [classId])).length === 0) throw notFound(CHILD_CLASS_NOT_FOUND_MESSAGE);
  const { rows, total } = await repo.listInClass(app.db, classId, query.page, query.size);
  return { items: await presentList(app.db, rows, centreToday(app)), page: query.page, size: query.size, total, totalPages: totalPages(total, query.size) };
}

export async function listUnassignedChildren(app: FastifyInstance): Promise<ChildListItem[]> {
  return presentList(app.db, await repo.listUnassigned(app.db), centreToday(app));
}

export async function listClassOptions(app: FastifyInstance): Promise<ChildClassOption[]> {
  const rows = await repo.classOptions(app.db);
  return rows.map((r) => ({ classId: r.id, name: r.name, color: r.color, capacity: r.capacity, enrolledCount: r.enrolledCount }));
}

/** A teacher opens only the children of their own class. */
export async function getChild(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Child> {
  const principal = requirePrincipal(request);
  const row = await repo.findById(app.db, id);
  if (!row) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  if (!isStaffAdmin(principal.role) && (row.classId === null || !canAccessClass(principal, row.classId))) throw new AppError('FORBIDDEN');
  return loadChild(app, app.db, id);
}

/** Checks what the schema cannot: dates against the centre's today, the class, duplicates. */
async function checkBody(tx: DbOrTx, app: FastifyInstance, body: ChildBody, exceptId?: number) {
  if (body.birthDate > centreToday(app)) throw invalid('birthDate', CHILD_MESSAGES.birthDateFuture);
  if (body.classId !== null && (await repo.findClasses(tx, [body.classId])).length === 0) {
    throw invalid('classId', CHILD_CLASS_NOT_FOUND_MESSAGE);
  }
  if (await repo.findDuplicate(tx, body.name, body.birthDate, exceptId)) throw conflict(CHILD_DUPLICATE_MESSAGE);
}

const recordFields = (body: ChildBody) => ({
  name: body.name,
  birthDate: body.birthDate,
  gender: body.gender,
  classId: body.classId,
  admissionDate: body.admissionDate,
  allergies: body.allergies,
  healthNotes: body.healthNotes,
  photoConsent: body.photoConsent,
  address: body.address,
  memo: body.memo,
});

/** Inserts one child with contacts and pick-up persons (inside the caller's transaction) and audits it. */
export async function insertChild(tx: DbOrTx, request: FastifyRequest, body: ChildBody, source: 'form' | 'excel'): Promise<ChildRow> {
  const row = await repo.insert(tx, recordFields(body));
  await repo.replaceContacts(tx, row.id, body.emergencyContacts);
  await repo.replacePickups(tx, row.id, body.pickupPersons);
  await writeAudit(tx, request, { action: 'CHILD_CREATED', subjectType: CHILD_SUBJECT, subjectId: row.id, detail: { classId: row.classId, source } });
  return row;
}

export async function createChild(app: FastifyInstance, request: FastifyRequest, body: ChildBody): Promise<Child> {
  return app.db.transaction(async (tx) => {
    await checkBody(tx, app, body);
    const row = await insertChild(tx, request, body, 'form');
    return loadChild(app, tx, row.id);
  });
}

async function lockChild(tx: DbOrTx, id: number): Promise<ChildRow> {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  return row;
}

/** Which record fields an edit changed (names only: the audit log never holds the data itself). */
function changedFields(row: ChildRow, next: ReturnType<typeof recordFields>): string[] {
  return (Object.keys(next) as (keyof typeof next)[]).filter((key) => row[key] !== next[key]);
}

export async function updateChild(app: FastifyInstance, request: FastifyRequest, id: number, body: ChildBody): Promise<Child> {
  return app.db.transaction(async (tx) => {
    const row = await lockChild(tx, id);
    await checkBody(tx, app, body, id);
    const next = recordFields(body);
    if (next.classId !== row.classId && next.classId !== null && isLeavingStatus(row.status)) throw conflict(CHILD_LEFT_ASSIGN_MESSAGE);
    await repo.update(tx, id, { ...next, updatedAt: new Date() });
    await repo.replaceContacts(tx, id, body.emergencyContacts);
    await repo.replacePickups(tx, id, body.pickupPersons);
    if (next.classId !== row.classId) await repo.syncProfileFileClass(tx, [id], next.classId);
    await writeAudit(tx, request, {
      action: 'CHILD_UPDATED',
      subjectType: CHILD_SUBJECT,
      subjectId: id,
      detail: { fields: changedFields(row, next), fromClassId: row.classId, toClassId: next.classId },
    });
    return loadChild(app, tx, id);
  });
}

/** Only a child without class-story records may be deleted; otherwise the status records the leave. */
export async function deleteChild(app: FastifyInstance, request: FastifyRequest, id: number): Promise<{ childCode: number }> {
  const removedFiles = await app.db.transaction(async (tx) => {
    const row = await lockChild(tx, id);
    if ((await repo.countStoryRecords(tx, id)) > 0) throw conflict(CHILD_HAS_RECORDS_MESSAGE);
    const fileRows = await deleteFilesByRef(tx, CHILD_PROFILE_REF, id);
    await repo.delete(tx, [id]);
    await writeAudit(tx, request, {
      action: 'CHILD_DELETED',
      subjectType: CHILD_SUBJECT,
      subjectId: id,
      detail: { classId: row.classId, status: row.status, fileIds: fileRows.map((f) => f.id) },
    });
    return fileRows;
  });
  await app.files.purge(removedFiles);
  return { childCode: id };
}

/**
 * PUT chang-status: stop/graduate set the leave date (the retention clock starts) and free the class place;
 * active/pause clear the leave date. The same status again is a conflict.
 */
export async function changeChildStatus(app: FastifyInstance, request: FastifyRequest, id: number, status: ChildStatus): Promise<Child> {
  return app.db.transaction(async (tx) => {
    const row = await lockChild(tx, id);
    if (row.status === status) throw conflict(childSameStatusMessage(status));
    const leaving = isLeavingStatus(status);
    const leaveDate = leaving ? centreToday(app) : null;
    const classId = leaving ? null : row.classId;
    await repo.update(tx, id, { status, statusChangedAt: new Date(), leaveDate, classId, updatedAt: new Date() });
    if (classId !== row.classId) await repo.syncProfileFileClass(tx, [id], classId);
    await writeAudit(tx, request, {
      action: 'CHILD_STATUS_CHANGED',
      subjectType: CHILD_SUBJECT,
      subjectId: id,
      detail: { from: row.status, to: status, leaveDate, fromClassId: row.classId, toClassId: classId },
    });
    return loadChild(app, tx, id);
  });
}
