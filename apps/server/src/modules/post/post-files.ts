import { and, eq, inArray, sql } from 'drizzle-orm';
import { type PostRefType, type StoredFile } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { files, type FileRow } from '../../db/schema/index';
import { param, preparedStatement } from '../../db/statement';
import { invalid } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { fileRepository } from '../file/file.repository';
import { presentFile } from '../file/file.presenter';
import { attachOwnUploads } from '../file/file.service';

/**
 * The files of a website post (docs/product/website.md#files): attachments (uploaded for the post's reference type)
 * and editor images (purpose EDITOR) arrive under one tempKey and attach with the post; both keep their purpose, so
 * the detail lists only the attachments and a save drops editor images its text no longer shows.
 */
export const EDITOR_PURPOSE = 'EDITOR';
/** Files seeded or attached before purposes were kept have none: they are attachments. */
const notEditorImage = sql`${files.purpose} is distinct from ${EDITOR_PURPOSE}`;
/** The posts `refIds` (one statement text for any number of them). */
const refIdIn = sql`${files.refId} = any(${sql.placeholder('refIds')}::int[])`;

/** Attaches the caller's uploads under `tempKey`: only their own, only attachments of this kind or editor images. */
export async function attachPostUploads(
  tx: DbOrTx,
  actor: Principal,
  target: { refType: PostRefType; refId: number; tempKey: string },
): Promise<FileRow[]> {
  return attachOwnUploads(tx, actor, { ...target, purposes: [target.refType, EDITOR_PURPOSE], classId: null });
}

/** Deletes the chosen attachments of a post (400 when one is not). The caller purges the rows after commit. */
export async function removePostAttachments(tx: DbOrTx, refType: PostRefType, refId: number, fileIds: number[]): Promise<FileRow[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const owned = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.refType, refType), eq(files.refId, refId), notEditorImage));
  if (owned.length !== ids.length) throw invalid('removeFileIds', '삭제할 파일을 찾을 수 없습니다.');
  return fileRepository.deleteByIds(tx, ids);
}

/** A post's files split into its attachments and its editor images. */
export async function postFiles(db: DbOrTx, refType: PostRefType, refId: number): Promise<{ attachments: FileRow[]; images: FileRow[] }> {
  const rows = await fileRepository.listByRef(db, refType, [refId]);
  return { attachments: rows.filter((r) => r.purpose !== EDITOR_PURPOSE), images: rows.filter((r) => r.purpose === EDITOR_PURPOSE) };
}

export async function postAttachments(db: DbOrTx, refType: PostRefType, refId: number): Promise<StoredFile[]> {
  return (await postFiles(db, refType, refId)).attachments.map(presentFile);
}

const attachmentCountRows = preparedStatement('kg_post_attachment_counts', (db) =>
  db
    .select({ refId: files.refId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(files)
    .where(and(eq(files.refType, param('refType')), refIdIn, notEditorImage))
    .groupBy(files.refId),
);

const firstImageRows = preparedStatement('kg_post_first_images', (db) =>
  db
    .select({ refId: files.refId, fileId: sql<number>`min(${files.id})`.mapWith(Number) })
    .from(files)
    .where(and(eq(files.refType, param('refType')), refIdIn, notEditorImage, sql`${files.thumbnailKey} is not null`))
    .groupBy(files.refId),
);

/** How many attachments each post has (editor images are part of the text, not attachments). */
export async function attachmentCounts(db: DbOrTx, refType: PostRefType, refIds: number[]): Promise<Map<number, number>> {
  if (refIds.length === 0) return new Map();
  const rows = await attachmentCountRows(db).execute({ refType, refIds });
  return new Map(rows.map((r) => [r.refId as number, r.count]));
}

/** The first image attachment of each post (its thumbnail for lists and calendars). */
export async function firstImageIds(db: DbOrTx, refType: PostRefType, refIds: number[]): Promise<Map<number, number>> {
  if (refIds.length === 0) return new Map();
  const rows = await firstImageRows(db).execute({ refType, refIds });
  return new Map(rows.map((r) => [r.refId as number, r.fileId]));
}
