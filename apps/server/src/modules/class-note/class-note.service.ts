import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLASS_NOTE_MAX_PHOTOS,
  CLASS_NOTE_NOT_FOUND_MESSAGE,
  CLASS_NOTE_ONE_VIDEO_MESSAGE,
  CLASS_NOTE_PHOTO_ONLY_MESSAGE,
  CLASS_NOTE_VIDEO_ONLY_MESSAGE,
  VIDEO_FILE_REQUIRED_MESSAGE,
  classNoteTooManyPhotosMessage,
  totalPages,
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
import { assertClassAccess, requirePrincipal, type Principal } from '../../plugins/access';
import { invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { presentFile } from '../file/file.presenter';
import { classNoteRepository as repo } from './class-note.repository';
import { toClassNote, toClassNoteListItem } from './class-note.presenter';
import { attachUploads, countAttachments, removeAttachments } from './note-files';
import { multipartSource } from '../file/file.multipart';

const PHOTO = 'CLASSNOTE';
const VIDEO = 'CLASSMOV';
const SUBJECT = 'class_note';

export async function listClassNotes(app: FastifyInstance, classId: number, query: ClassNoteSearchQuery): Promise<ClassNotePage> {
  const { rows, total } = await repo.search(app.db, classId, query);
  return { items: rows.map(toClassNoteListItem), page: query.page, size: query.size, total, totalPages: totalPages(total, query.size) };
}

async function loadClassNote(app: FastifyInstance, db: DbOrTx, classId: number, id: number): Promise<ClassNote> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(CLASS_NOTE_NOT_FOUND_MESSAGE);
  const [photos, videos] = await Promise.all([app.files.listFilesByRef(db, PHOTO, [id]), app.files.listFilesByRef(db, VIDEO, [id])]);
  return toClassNote(row, photos.map(presentFile), videos.map(presentFile));
}

/** A note of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getClassNote(app: FastifyInstance, classId: number, id: number): Promise<ClassNote> {
  return loadClassNote(app, app.db, classId, id);
}

/** Attaches the photo and video uploads of a save, then checks the note's limits (at most N photos, one video). */
async function attachNoteUploads(
  tx: DbOrTx,
  principal: Principal,
  note: { id: number; classId: number },
  keys: { tempKey?: string; videoTempKey?: string },
): Promise<void> {
  if (keys.tempKey) {
    await attachUploads(tx, principal, { tempKey: keys.tempKey, purpose: PHOTO, refType: PHOTO, refId: note.id, classId: note.classId, field: 'tempKey' });
  }
  if (keys.videoTempKey) {
    await attachUploads(tx, principal, {
      tempKey: keys.videoTempKey,
      purpose: VIDEO,
      refType: VIDEO,
      refId: note.id,
      classId: note.classId,
      field: 'videoTempKey',
    });
  }
  if ((await countAttachments(tx, PHOTO, note.id)) > CLASS_NOTE_MAX_PHOTOS) {
    throw invalid('tempKey', classNoteTooManyPhotosMessage(CLASS_NOTE_MAX_PHOTOS));
  }
  if ((await countAttachments(tx, VIDEO, note.id)) > 1) throw invalid('videoTempKey', CLASS_NOTE_ONE_VIDEO_MESSAGE);
}

/** POST /class-note/new: the note and its uploads in one transaction. */
export async function createClassNote(app: FastifyInstance, request: FastifyRequest, body: CreateClassNoteBody): Promise<ClassNote> {
  const principal = requirePrincipal(request);
  assertClassAccess(principal, body.classId);
  return app.db.transaction(async (tx) => {
    const note = await repo.create(tx, {
      classId: body.classId,
      noteDate: body.noteDate,
      title: body.title,
      content: body.content,
      authorId: principal.tno,
    });
    await attachNoteUploads(tx, principal, note, body);
    await writeAudit(tx, request, { action: 'CLASS_NOTE_CREATED', subjectType: SUBJECT, subjectId: note.id, detail: { classId: note.classId, noteDate: note.noteDate } });
    return loadClassNote(app, tx, note.classId, note.id);
  });
}

/** Locks the note for a change, or 404; a teacher of another class gets 403. */
async function lockForChange(tx: DbOrTx, principal: Principal, id: number) {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(CLASS_NOTE_NOT_FOUND_MESSAGE);
  assertClassAccess(principal, row.classId);
  return row;
}

/** PUT /class-note/{id}: new text; chosen attachments removed; photos added; a new video replaces the old one. */
export async function updateClassNote(app: FastifyInstance, request: FastifyRequest, id: number, body: UpdateClassNoteBody): Promise<ClassNote> {
  const principal = requirePrincipal(request);
  const { note, removed } = await app.db.transaction(async (tx) => {
    const row = await lockForChange(tx, principal, id);
    await repo.update(tx, row.id, { noteDate: body.noteDate, title: body.title, content: body.content, updatedAt: new Date() });
    const gone: FileRow[] = await removeAttachments(tx, { fileIds: body.removeFileIds, refTypes: [PHOTO, VIDEO], refId: row.id, field: 'removeFileIds' });
    if (body.videoTempKey) gone.push(...(await app.files.deleteFilesByRef(tx, VIDEO, row.id)));
    await attachNoteUploads(tx, principal, row, body);
    await writeAudit(tx, request, {
      action: 'CLASS_NOTE_UPDATED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, removedFileIds: gone.map((f) => f.id) },
    });
    return { note: await loadClassNote(app, tx, row.classId, row.id), removed: gone };
  });
  await app.files.purge(removed);
  return note;
}

/** DELETE /class-note/{id}: the note, its photos and its video. */
export async function deleteClassNote(app: FastifyInstance, request: FastifyRequest, id: number): Promise<DeleteClassNoteResult> {
  const principal = requirePrincipal(request);
  const removed = await app.db.transaction(async (tx) => {
    const row = await lockForChange(tx, principal, id);
    const gone = [...(await app.files.deleteFilesByRef(tx, PHOTO, row.id)), ...(await app.files.deleteFilesByRef(tx, VIDEO, row.id))];
    await repo.delete(tx, row.id);
    await writeAudit(tx, request, {
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
export async function uploadClassNotePhotos(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  classId: number,
  tempKey: string | undefined,
): Promise<UploadResult> {
  const principal = requirePrincipal(request);
  assertClassAccess(principal, classId);
  const received = await app.files.receive(multipartSource(request, reply), {
    uploader: principal,
    purpose: PHOTO,
    classId,
    tempKey,
    kinds: ['image'],
    kindMessage: CLASS_NOTE_PHOTO_ONLY_MESSAGE,
  });
  return { tempKey: received.tempKey, files: received.rows.map(presentFile) };
}

/** POST /api/file/upload/classmov/{classId}: one video; a request without a file is refused (SPEC §5). */
export async function uploadClassNoteVideo(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, classId: number): Promise<UploadResult> {
  const principal = requirePrincipal(request);
  assertClassAccess(principal, classId);
  const received = await app.files.receive(multipartSource(request, reply), {
    uploader: principal,
    purpose: VIDEO,
    classId,
    kinds: ['video'],
    kindMessage: CLASS_NOTE_VIDEO_ONLY_MESSAGE,
    requiredMessage: VIDEO_FILE_REQUIRED_MESSAGE,
    maxFiles: 1,
    tooManyFiles: () => invalid('files', CLASS_NOTE_ONE_VIDEO_MESSAGE),
  });
  return { tempKey: received.tempKey, files: received.rows.map(presentFile) };
}
