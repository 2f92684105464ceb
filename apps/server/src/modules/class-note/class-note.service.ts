import {
  CLASS_NOTE_MAX_PHOTOS,
  CLASS_NOTE_NOT_FOUND_MESSAGE,
  CLASS_NOTE_ONE_VIDEO_MESSAGE,
  CLASS_NOTE_PHOTO_ONLY_MESSAGE,
  CLASS_NOTE_VIDEO_ONLY_MESSAGE,
  VIDEO_FILE_REQUIRED_MESSAGE,
  classNoteTooManyPhotosMessage,
  type ClassNote,
  type ClassNotePage,
  type ClassNoteSearchQuery,
  type CreateClassNoteBody,
  type DeleteClassNoteResult,
  type UpdateClassNoteBody,
  type UploadResult,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import { requireActor, type ServiceContext } from '../../lib/context';
import { invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { presentFile } from '../file/file.presenter';
import type { UploadSource } from '../file/file.upload';
import { classNoteRepository as repo } from './class-note.repository';
import { toClassNote, toClassNoteListItem } from './class-note.presenter';
import { attachUploads, countAttachments, receiveNoteUploads, removeAttachments } from './note-files';

const PHOTO = 'CLASSNOTE';
const VIDEO = 'CLASSMOV';
const SUBJECT = 'class_note';

export async function listClassNotes(ctx: ServiceContext, classId: number, query: ClassNoteSearchQuery): Promise<ClassNotePage> {
  const { rows, total } = await repo.search(ctx.db, classId, query);
  return toPage(rows.map(toClassNoteListItem), query, total);
}

async function loadClassNote(ctx: ServiceContext, db: DbOrTx, classId: number, id: number): Promise<ClassNote> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(CLASS_NOTE_NOT_FOUND_MESSAGE);
  const [photos, videos] = await Promise.all([ctx.files.listFilesByRef(db, PHOTO, [id]), ctx.files.listFilesByRef(db, VIDEO, [id])]);
  return toClassNote(row, photos.map(presentFile), videos.map(presentFile));
}

/** A note of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getClassNote(ctx: ServiceContext, classId: number, id: number): Promise<ClassNote> {
  return loadClassNote(ctx, ctx.db, classId, id);
}

/** Attaches the photo and video uploads of a save, then checks the note's limits (at most N photos, one video). */
async function attachNoteUploads(
  ctx: ServiceContext,
  tx: DbOrTx,
  note: { id: number; classId: number },
  keys: { tempKey?: string; videoTempKey?: string },
): Promise<void> {
  const target = { refId: note.id, classId: note.classId };
  if (keys.tempKey) await attachUploads(ctx, tx, { ...target, tempKey: keys.tempKey, purpose: PHOTO, refType: PHOTO, field: 'tempKey' });
  if (keys.videoTempKey) {
    await attachUploads(ctx, tx, { ...target, tempKey: keys.videoTempKey, purpose: VIDEO, refType: VIDEO, field: 'videoTempKey' });
  }
  if ((await countAttachments(tx, PHOTO, note.id)) > CLASS_NOTE_MAX_PHOTOS) {
    throw invalid('tempKey', classNoteTooManyPhotosMessage(CLASS_NOTE_MAX_PHOTOS));
  }
  if ((await countAttachments(tx, VIDEO, note.id)) > 1) throw invalid('videoTempKey', CLASS_NOTE_ONE_VIDEO_MESSAGE);
}

/** POST /class-note/new: the note and its uploads in one transaction. */
export async function createClassNote(ctx: ServiceContext, body: CreateClassNoteBody): Promise<ClassNote> {
  const principal = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const note = await repo.create(tx, {
      classId: body.classId,
      noteDate: body.noteDate,
      title: body.title,
      content: body.content,
      authorId: principal.tno,
    });
    await attachNoteUploads(ctx, tx, note, body);
    await writeAudit(tx, ctx, { action: 'CLASS_NOTE_CREATED', subjectType: SUBJECT, subjectId: note.id, detail: { classId: note.classId, noteDate: note.noteDate } });
    return loadClassNote(ctx, tx, note.classId, note.id);
  });
}

/** Locks the note for a change, or 404; a teacher of another class gets 403. */
async function lockForChange(ctx: ServiceContext, tx: DbOrTx, id: number) {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(CLASS_NOTE_NOT_FOUND_MESSAGE);
  return row;
}

/** PUT /class-note/{id}: new text; chosen attachments removed; photos added; a new video replaces the old one. */
export async function updateClassNote(ctx: ServiceContext, id: number, body: UpdateClassNoteBody): Promise<ClassNote> {
  requireActor(ctx);
  const { note, removed } = await ctx.db.transaction(async (tx) => {
    const row = await lockForChange(ctx, tx, id);
    await repo.update(tx, row.id, { noteDate: body.noteDate, title: body.title, content: body.content, updatedAt: ctx.now() });
    const gone: FileRow[] = await removeAttachments(tx, { fileIds: body.removeFileIds, refTypes: [PHOTO, VIDEO], refId: row.id, field: 'removeFileIds' });
    if (body.videoTempKey) gone.push(...(await ctx.files.deleteFilesByRef(tx, VIDEO, row.id)));
    await attachNoteUploads(ctx, tx, row, body);
    await writeAudit(tx, ctx, {
      action: 'CLASS_NOTE_UPDATED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, removedFileIds: gone.map((f) => f.id) },
    });
    return { note: await loadClassNote(ctx, tx, row.classId, row.id), removed: gone };
  });
  await ctx.files.purge(removed);
  return note;
}

/** DELETE /class-note/{id}: the note, its photos and its video. */
export async function deleteClassNote(ctx: ServiceContext, id: number): Promise<DeleteClassNoteResult> {
  requireActor(ctx);
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await lockForChange(ctx, tx, id);
    const gone = [...(await ctx.files.deleteFilesByRef(tx, PHOTO, row.id)), ...(await ctx.files.deleteFilesByRef(tx, VIDEO, row.id))];
    await repo.delete(tx, row.id);
    await writeAudit(tx, ctx, {
      action: 'CLASS_NOTE_DELETED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, noteDate: row.noteDate, fileIds: gone.map((f) => f.id) },
    });
    return gone;
  });
  return { classNoteId: id, deletedFileIds: removed.map((f) => f.id) };
}

/** POST /api/file/upload/classnote/{classId}?tempKey=: photos (images only); a tempKey appends to earlier uploads. */
export function uploadClassNotePhotos(ctx: ServiceContext, source: UploadSource, classId: number, tempKey: string | undefined): Promise<UploadResult> {
  return receiveNoteUploads(ctx, source, { classId, purpose: PHOTO, tempKey, kinds: ['image'], kindMessage: CLASS_NOTE_PHOTO_ONLY_MESSAGE });
}

/** POST /api/file/upload/classmov/{classId}: exactly one video (docs/product/class-note.md#uploads). */
export function uploadClassNoteVideo(ctx: ServiceContext, source: UploadSource, classId: number): Promise<UploadResult> {
  return receiveNoteUploads(ctx, source, {
    classId,
    purpose: VIDEO,
    kinds: ['video'],
    kindMessage: CLASS_NOTE_VIDEO_ONLY_MESSAGE,
    requiredMessage: VIDEO_FILE_REQUIRED_MESSAGE,
    maxFiles: 1,
    tooManyFiles: () => invalid('files', CLASS_NOTE_ONE_VIDEO_MESSAGE),
  });
}
