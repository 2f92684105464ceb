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
  type AlimCopy,
  type AlimNote,
  type AlimNoteDetail,
  type AlimReply,
  type AlimReplyBody,
  type AlimNotePage,
  type AlimNoteSearchQuery,
  type AlimToday,
  type CreateAlimNotesBody,
  type CreateAlimNotesResult,
  type UpdateAlimNoteBody,
  type UploadResult,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, type ServiceContext } from '../../lib/context';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { isUniqueViolation } from '../../lib/unique-violation';
import { presentFile } from '../file/file.presenter';
import type { UploadSource } from '../file/file.upload';
import { attachUploads, countAttachments, receiveNoteUploads, removeAttachments } from '../class-note/note-files';
import { alimNoteRepository as repo } from './alim-note.repository';
import { toAlimCopy, toAlimNote, toAlimNoteDetail, toAlimNoteListItem, toAlimReply, toAlimToday } from './alim-note.presenter';

const REF = 'ALIMNOTE';
const SUBJECT = 'alim_note';

export async function listAlimNotes(ctx: ServiceContext, classId: number, query: AlimNoteSearchQuery): Promise<AlimNotePage> {
  const { rows, total } = await repo.search(ctx.db, classId, query);
  return toPage(rows.map(toAlimNoteListItem), query, total);
}

async function loadAlimNote(ctx: ServiceContext, db: DbOrTx, classId: number, id: number): Promise<AlimNote> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
  const photos = await ctx.files.listFilesByRef(db, REF, [id]);
  return toAlimNote(row, photos.map(presentFile));
}

/**
 * A note of another class is "not found" for this class (the caller's class access was checked by the route). With
 * who read it first in the parent app and the replies in order.
 */
export async function getAlimNote(ctx: ServiceContext, classId: number, id: number): Promise<AlimNoteDetail> {
  const row = await repo.findDetail(ctx.db, classId, id);
  if (!row) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
  const [photos, replies] = await Promise.all([ctx.files.listFilesByRef(ctx.db, REF, [id]), repo.listReplies(ctx.db, id)]);
  return toAlimNoteDetail(row, photos.map(presentFile), replies);
}

/** POST /alim/{classId}/{noteId}/replies: a teacher's answer under the note (the route checked the class). */
export async function replyToAlimNote(ctx: ServiceContext, classId: number, id: number, body: AlimReplyBody): Promise<AlimReply> {
  const principal = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findDetail(tx, classId, id);
    if (!row) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
    const replyId = await repo.insertReply(tx, { noteId: id, teacherId: principal.tno, content: body.content, createdAt: ctx.now() });
    await writeAudit(tx, ctx, {
      action: 'ALIM_NOTE_REPLIED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: { classId, childCode: row.childId, replyId },
    });
    return toAlimReply((await repo.listReplies(tx, id)).find((r) => r.id === replyId)!);
  });
}

async function attachPhotos(ctx: ServiceContext, tx: DbOrTx, note: { id: number; classId: number }, tempKey: string | undefined, field: string) {
  if (tempKey) await attachUploads(ctx, tx, { tempKey, purpose: REF, refType: REF, refId: note.id, classId: note.classId, field });
  if ((await countAttachments(tx, REF, note.id)) > ALIM_MAX_PHOTOS) throw invalid(field, alimTooManyPhotosMessage(ALIM_MAX_PHOTOS));
}

/**
 * POST /alim/new: one note per chosen child, all or nothing. Every child must be an active child of the class
 * (400 on that entry) and must not have a note that day yet (409 naming the child).
 */
export async function createAlimNotes(ctx: ServiceContext, body: CreateAlimNotesBody): Promise<CreateAlimNotesResult> {
  const principal = requireActor(ctx);
  const childIds = body.entries.map((e) => e.childCode);
  try {
    return await ctx.db.transaction(async (tx) => {
      const members = new Map((await repo.expectedChildrenOf(tx, body.classId, childIds, body.noteDate)).map((c) => [c.id, c.name]));
      const stranger = body.entries.findIndex((e) => !members.has(e.childCode));
      if (stranger >= 0) throw invalid(`entries.${stranger}.childCode`, ALIM_NOT_IN_CLASS_MESSAGE);
      const taken = await repo.childrenWithNote(tx, childIds, body.noteDate);
      if (taken.length > 0) throw conflict(alimDuplicateMessage(members.get(taken[0]) ?? '', body.noteDate));

      const now = ctx.now();
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
        await attachPhotos(ctx, tx, note, entry.tempKey, `entries.${i}.tempKey`);
        await writeAudit(tx, ctx, {
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

/** Locks the note for a change, or 404; a teacher of another class gets 403. */
async function lockForChange(ctx: ServiceContext, tx: DbOrTx, id: number) {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
  return row;
}

/** PUT /alim/{id}: the whole text and chips; chosen photos removed, new ones attached. */
export async function updateAlimNote(ctx: ServiceContext, id: number, body: UpdateAlimNoteBody): Promise<AlimNote> {
  requireActor(ctx);
  const { note, removed } = await ctx.db.transaction(async (tx) => {
    const row = await lockForChange(ctx, tx, id);
    await repo.update(tx, row.id, {
      content: body.content,
      mood: body.mood,
      health: body.health,
      meal: body.meal,
      nap: body.nap,
      bowel: body.bowel,
      temperature: body.temperature,
      updatedAt: ctx.now(),
    });
    const gone = await removeAttachments(tx, { fileIds: body.removeFileIds, refTypes: [REF], refId: row.id, field: 'removeFileIds' });
    await attachPhotos(ctx, tx, row, body.tempKey, 'tempKey');
    await writeAudit(tx, ctx, {
      action: 'ALIM_NOTE_UPDATED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, childCode: row.childId, removedFileIds: gone.map((f) => f.id) },
    });
    return { note: await loadAlimNote(ctx, tx, row.classId, row.id), removed: gone };
  });
  await ctx.files.purge(removed);
  return note;
}

/** DELETE /alim/{id}: the note and its photos. */
export async function deleteAlimNote(ctx: ServiceContext, id: number): Promise<{ noteId: number; deletedFileIds: number[] }> {
  requireActor(ctx);
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await lockForChange(ctx, tx, id);
    const gone = await ctx.files.deleteFilesByRef(tx, REF, row.id);
    await repo.delete(tx, row.id);
    await writeAudit(tx, ctx, {
      action: 'ALIM_NOTE_DELETED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, childCode: row.childId, noteDate: row.noteDate, fileIds: gone.map((f) => f.id) },
    });
    return gone;
  });
  return { noteId: id, deletedFileIds: removed.map((f) => f.id) };
}

/** GET /alim/today/{classId}?date=: every child expected in the class that day, whether they have a note and whether they are absent. */
export async function getAlimToday(ctx: ServiceContext, classId: number, date: string | undefined): Promise<AlimToday> {
  const day = date ?? ctx.today();
  return toAlimToday(day, await repo.board(ctx.db, classId, day));
}

/** GET /alim/copy/{classId}?childCode=&date=: the child's latest note before `date` (default today), to start from. */
export async function getAlimCopy(ctx: ServiceContext, classId: number, childCode: number, date: string | undefined): Promise<AlimCopy> {
  const child = await repo.childInClass(ctx.db, classId, childCode);
  if (!child) throw notFound(ALIM_CHILD_NOT_FOUND_MESSAGE);
  const row = await repo.latestBefore(ctx.db, classId, childCode, date ?? ctx.today());
  if (!row) throw notFound(ALIM_NO_PREVIOUS_MESSAGE);
  return toAlimCopy(row);
}

/** POST /api/file/upload/alimNote/{classId}?childCode=&tempKey=: photos for one child of the class. */
export async function uploadAlimPhotos(
  ctx: ServiceContext,
  source: UploadSource,
  classId: number,
  query: { childCode: number; tempKey?: string },
): Promise<UploadResult> {
  if (!(await repo.childInClass(ctx.db, classId, query.childCode))) throw notFound(ALIM_CHILD_NOT_FOUND_MESSAGE);
  return receiveNoteUploads(ctx, source, { classId, purpose: REF, tempKey: query.tempKey, kinds: ['image'], kindMessage: ALIM_PHOTO_ONLY_MESSAGE });
}
