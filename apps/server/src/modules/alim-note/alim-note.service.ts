import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ALIM_CHILD_NOT_FOUND_MESSAGE,
  ALIM_MAX_PHOTOS,
  ALIM_NOTE_NOT_FOUND_MESSAGE,
  ALIM_NOT_IN_CLASS_MESSAGE,
  ALIM_NO_PREVIOUS_MESSAGE,
  ALIM_PHOTO_ONLY_MESSAGE,
  alimDuplicateMessage,
  alimTooManyPhotosMessage,
  composeAlimContent,
  totalPages,
  type AlimCopy,
  type AlimNote,
  type AlimNotePage,
  type AlimNoteSearchQuery,
  type AlimToday,
  type CreateAlimNotesBody,
  type CreateAlimNotesResult,
  type UpdateAlimNoteBody,
  type UploadResult,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { assertClassAccess, requirePrincipal, type Principal } from '../../plugins/access';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { todayIn } from '@kg/contract';
import { presentFile } from '../file/file.presenter';
import { attachUploads, countAttachments, removeAttachments } from '../class-note/note-files';
import { alimNoteRepository as repo } from './alim-note.repository';
import { toAlimCopy, toAlimNote, toAlimNoteListItem, toAlimToday } from './alim-note.presenter';
import { multipartSource } from '../file/file.multipart';

const REF = 'ALIMNOTE';
const SUBJECT = 'alim_note';

const today = (app: FastifyInstance) => todayIn(app.config.timeZone);

export async function listAlimNotes(app: FastifyInstance, classId: number, query: AlimNoteSearchQuery): Promise<AlimNotePage> {
  const { rows, total } = await repo.search(app.db, classId, query);
  return { items: rows.map(toAlimNoteListItem), page: query.page, size: query.size, total, totalPages: totalPages(total, query.size) };
}

async function loadAlimNote(app: FastifyInstance, db: DbOrTx, classId: number, id: number): Promise<AlimNote> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
  const photos = await app.files.listFilesByRef(db, REF, [id]);
  return toAlimNote(row, photos.map(presentFile));
}

/** A note of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getAlimNote(app: FastifyInstance, classId: number, id: number): Promise<AlimNote> {
  return loadAlimNote(app, app.db, classId, id);
}

async function attachPhotos(tx: DbOrTx, principal: Principal, note: { id: number; classId: number }, tempKey: string | undefined, field: string) {
  if (tempKey) await attachUploads(tx, principal, { tempKey, purpose: REF, refType: REF, refId: note.id, classId: note.classId, field });
  if ((await countAttachments(tx, REF, note.id)) > ALIM_MAX_PHOTOS) throw invalid(field, alimTooManyPhotosMessage(ALIM_MAX_PHOTOS));
}

/** PostgreSQL unique violation (drizzle puts the driver's error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * POST /alim/new: one note per chosen child, all or nothing. Every child must be an active child of the class
 * (400 on that entry) and must not have a note that day yet (409 naming the child).
 */
export async function createAlimNotes(app: FastifyInstance, request: FastifyRequest, body: CreateAlimNotesBody): Promise<CreateAlimNotesResult> {
  const principal = requirePrincipal(request);
  assertClassAccess(principal, body.classId);
  const childIds = body.entries.map((e) => e.childCode);
  try {
    return await app.db.transaction(async (tx) => {
      const members = new Map((await repo.activeChildrenOf(tx, body.classId, childIds)).map((c) => [c.id, c.name]));
      const stranger = body.entries.findIndex((e) => !members.has(e.childCode));
      if (stranger >= 0) throw invalid(`entries.${stranger}.childCode`, ALIM_NOT_IN_CLASS_MESSAGE);
      const taken = await repo.childrenWithNote(tx, childIds, body.noteDate);
      if (taken.length > 0) throw conflict(alimDuplicateMessage(members.get(taken[0]) ?? '', body.noteDate));

      const now = new Date();
      const notes = await repo.insertMany(
        tx,
        body.entries.map((entry) => ({
          classId: body.classId,
          childId: entry.childCode,
          noteDate: body.noteDate,
          content: composeAlimContent(body.content, entry.extraContent),
          mood: entry.mood,
          health: entry.health,
          meal: entry.meal,
          nap: entry.nap,
          bowel: entry.bowel,
          temperature: entry.temperature,
          authorId: principal.tno,
          createdAt: now,
          updatedAt: now,
        })),
      );
      const byChild = new Map(notes.map((n) => [n.childId, n]));
      for (const [i, entry] of body.entries.entries()) {
        const note = byChild.get(entry.childCode)!;
        await attachPhotos(tx, principal, note, entry.tempKey, `entries.${i}.tempKey`);
        await writeAudit(tx, request, {
          action: 'ALIM_NOTE_CREATED',
          subjectType: SUBJECT,
          subjectId: note.id,
          detail: { classId: note.classId, childCode: note.childId, noteDate: note.noteDate },
        });
      }
      const rows = await repo.listByIds(tx, notes.map((n) => n.id));
      return { notes: rows.map(toAlimNoteListItem) };
    });
  } catch (error) {
    // two teachers saving the same child at the same moment: the second one meets the unique key
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw conflict(alimDuplicateMessage('선택한', body.noteDate));
    throw error;
  }
}

async function lockForChange(tx: DbOrTx, principal: Principal, id: number) {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
  assertClassAccess(principal, row.classId);
  return row;
}

/** PUT /alim/{id}: the whole text and chips; chosen photos removed, new ones attached. */
export async function updateAlimNote(app: FastifyInstance, request: FastifyRequest, id: number, body: UpdateAlimNoteBody): Promise<AlimNote> {
  const principal = requirePrincipal(request);
  const { note, removed } = await app.db.transaction(async (tx) => {
    const row = await lockForChange(tx, principal, id);
    await repo.update(tx, row.id, {
      content: body.content,
      mood: body.mood,
      health: body.health,
      meal: body.meal,
      nap: body.nap,
      bowel: body.bowel,
      temperature: body.temperature,
      updatedAt: new Date(),
    });
    const gone = await removeAttachments(tx, { fileIds: body.removeFileIds, refTypes: [REF], refId: row.id, field: 'removeFileIds' });
    await attachPhotos(tx, principal, row, body.tempKey, 'tempKey');
    await writeAudit(tx, request, {
      action: 'ALIM_NOTE_UPDATED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, childCode: row.childId, removedFileIds: gone.map((f) => f.id) },
    });
    return { note: await loadAlimNote(app, tx, row.classId, row.id), removed: gone };
  });
  await app.files.purge(removed);
  return note;
}

/** DELETE /alim/{id}: the note and its photos. */
export async function deleteAlimNote(app: FastifyInstance, request: FastifyRequest, id: number): Promise<{ noteId: number; deletedFileIds: number[] }> {
  const principal = requirePrincipal(request);
  const removed = await app.db.transaction(async (tx) => {
    const row = await lockForChange(tx, principal, id);
    const gone = await app.files.deleteFilesByRef(tx, REF, row.id);
    await repo.delete(tx, row.id);
    await writeAudit(tx, request, {
      action: 'ALIM_NOTE_DELETED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, childCode: row.childId, noteDate: row.noteDate, fileIds: gone.map((f) => f.id) },
    });
    return gone;
  });
  return { noteId: id, deletedFileIds: removed.map((f) => f.id) };
}

/** GET /alim/today/{classId}?date=: every active child of the class and whether they have a note that day. */
export async function getAlimToday(app: FastifyInstance, classId: number, date: string | undefined): Promise<AlimToday> {
  const day = date ?? today(app);
  return toAlimToday(day, await repo.board(app.db, classId, day));
}

/** GET /alim/copy/{classId}?childCode=&date=: the child's latest note before `date` (default today), to start from. */
export async function getAlimCopy(app: FastifyInstance, classId: number, childCode: number, date: string | undefined): Promise<AlimCopy> {
  const child = await repo.childInClass(app.db, classId, childCode);
  if (!child) throw notFound(ALIM_CHILD_NOT_FOUND_MESSAGE);
  const row = await repo.latestBefore(app.db, classId, childCode, date ?? today(app));
  if (!row) throw notFound(ALIM_NO_PREVIOUS_MESSAGE);
  return toAlimCopy(row);
}

/** POST /api/file/upload/alimNote/{classId}?childCode=&tempKey=: photos for one child of the class. */
export async function uploadAlimPhotos(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  classId: number,
  query: { childCode: number; tempKey?: string },
): Promise<UploadResult> {
  const principal = requirePrincipal(request);
  assertClassAccess(principal, classId);
  if (!(await repo.childInClass(app.db, classId, query.childCode))) throw notFound(ALIM_CHILD_NOT_FOUND_MESSAGE);
  const received = await app.files.receive(multipartSource(request, reply), {
    uploader: principal,
    purpose: REF,
    classId,
    tempKey: query.tempKey,
    kinds: ['image'],
    kindMessage: ALIM_PHOTO_ONLY_MESSAGE,
  });
  return { tempKey: received.tempKey, files: received.rows.map(presentFile) };
}
