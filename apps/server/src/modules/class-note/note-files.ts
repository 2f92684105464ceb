import { and, eq, inArray } from 'drizzle-orm';
import { type UploadResult } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { files, type FileRow } from '../../db/schema/index';
import { requireActor, type ServiceContext } from '../../lib/context';
import { invalid } from '../../lib/errors';
import { fileRepository } from '../file/file.repository';
import { presentFile } from '../file/file.presenter';
import { attachOwnUploads, type ReceiveOptions } from '../file/file.service';
import type { UploadSource } from '../file/file.upload';

/**
 * File handling shared by the class-story notes (반 일지 and 알림장): receiving a note's uploads under a tempKey,
 * attaching them on save and removing chosen attachments on edit, inside the note's transaction.
 */

export type NoteUploadOptions = Omit<ReceiveOptions, 'uploader' | 'classId'> & { classId: number };

/**
 * An upload call of a note (multipart → tempKey): the files of a class the actor may use land under a new or given
 * tempKey, which the note's save then attaches.
 */
export async function receiveNoteUploads(ctx: ServiceContext, source: UploadSource, options: NoteUploadOptions): Promise<UploadResult> {
  const uploader = requireActor(ctx);
  const { tempKey, rows } = await ctx.files.receive(source, { ...options, uploader });
  return { tempKey, files: rows.map(presentFile) };
}

export type AttachUploadsInput = {
  tempKey: string;
  /** the upload call the files must come from (files.purpose): CLASSNOTE, CLASSMOV, ALIMNOTE */
  purpose: string;
  refType: string;
  refId: number;
  classId: number;
  /** the body field the tempKey came in (for the 400 detail) */
  field: string;
};

/**
 * Attaches the caller's uploads under `tempKey` to a note. Refused (400 on `field`) when the key holds none of the
 * caller's files, or files uploaded by another call or for another class: a photo tempKey cannot bring a video, and
 * a class's uploads stay in that class.
 */
export async function attachUploads(ctx: ServiceContext, tx: DbOrTx, input: AttachUploadsInput): Promise<FileRow[]> {
  const { purpose, ...target } = input;
  return attachOwnUploads(tx, requireActor(ctx), { ...target, purposes: [purpose] });
}

/**
 * Deletes the rows of the given attachments of one note (any of `refTypes`); 400 on `field` when an id is not an
 * attachment of that note. The caller purges the returned rows' objects after its transaction commits.
 */
export async function removeAttachments(
  tx: DbOrTx,
  input: { fileIds: number[]; refTypes: string[]; refId: number; field: string },
): Promise<FileRow[]> {
  const ids = [...new Set(input.fileIds)];
  if (ids.length === 0) return [];
  const owned = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), inArray(files.refType, input.refTypes), eq(files.refId, input.refId)));
  if (owned.length !== ids.length) throw invalid(input.field, '삭제할 파일을 찾을 수 없습니다.');
  return fileRepository.deleteByIds(tx, ids);
}

/** How many files of `refType` a note holds. */
export async function countAttachments(tx: DbOrTx, refType: string, refId: number): Promise<number> {
  return (await fileRepository.listByRef(tx, refType, [refId])).length;
}
