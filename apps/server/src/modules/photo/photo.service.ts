import {
  PHOTO_CHILD_NOT_IN_CLASS_MESSAGE,
  PHOTO_FILE_REQUIRED_MESSAGE,
  PHOTO_IMAGE_ONLY_MESSAGE,
  PHOTO_NOT_FOUND_MESSAGE,
  PHOTO_TEMP_FIELD_MESSAGE,
  TEMP_KEY_INVALID_MESSAGE,
  isStaffAdmin,
  photoNoConsentMessage,
  photoUploadFieldsSchema,
  type DeletePhotoAlbumResult,
  type PhotoAlbum,
  type PhotoAlbumFields,
  type PhotoAlbumPage,
  type PhotoChild,
  type PhotoSearchQuery,
  type PhotoUploadQuery,
  type ResetPhotoFilesResult,
  type UploadResult,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import { requireActor, type ServiceContext } from '../../lib/context';
import { assertClassAccess, type Principal } from '../../lib/principal';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { assertClassExists } from '../class/class-exists';
import { presentFile } from '../file/file.presenter';
import type { UploadSource } from '../file/file.upload';
import { PHOTO_REF_TYPE, photoRepository as repo } from './photo.repository';
import { toPhotoAlbum, toPhotoAlbumListItem, toPhotoChild } from './photo.presenter';

const SUBJECT = 'photo_album';
const CLASS_NOT_FOUND_MESSAGE = '반 정보가 없습니다.';

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

export async function listPhotoAlbums(ctx: ServiceContext, classId: number, query: PhotoSearchQuery): Promise<PhotoAlbumPage> {
  const { rows, total } = await repo.search(ctx.db, classId, query);
  const ids = rows.map((r) => r.id);
  const [tagged, stats] = await Promise.all([repo.listTagged(ctx.db, ids), repo.photoStats(ctx.db, ids)]);
  const taggedBy = groupBy(tagged, (t) => t.albumId);
  const statsBy = new Map(stats.map((s) => [s.albumId, s]));
  return toPage(
    rows.map((row) => toPhotoAlbumListItem(row, taggedBy.get(row.id) ?? [], statsBy.get(row.id))),
    query,
    total,
  );
}

async function loadAlbum(ctx: ServiceContext, db: DbOrTx, classId: number, id: number): Promise<PhotoAlbum> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
  const [tagged, photos] = await Promise.all([repo.listTagged(db, [id]), ctx.files.listFilesByRef(db, PHOTO_REF_TYPE, [id])]);
  return toPhotoAlbum(row, tagged, photos);
}

/** An album of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getPhotoAlbum(ctx: ServiceContext, classId: number, id: number): Promise<PhotoAlbum> {
  return loadAlbum(ctx, ctx.db, classId, id);
}

/** Who can be tagged in the class's albums; children without photo consent are listed (and flagged) too. */
export async function listPhotoChildren(ctx: ServiceContext, classId: number): Promise<PhotoChild[]> {
  await assertClassExists(ctx.db, classId, CLASS_NOT_FOUND_MESSAGE);
  return (await repo.listClassChildren(ctx.db, classId)).map(toPhotoChild);
}

/**
 * The tagging rules (docs/product/photo.md#uploads): every child is a current child of the class, and their parents
 * agreed to photos. Children of other classes are refused without their names.
 */
async function assertTaggable(db: DbOrTx, classId: number, childIds: number[]): Promise<void> {
  const found = await repo.findChildren(db, childIds);
  if (found.length !== childIds.length || found.some((c) => c.classId !== classId)) {
    throw invalid('childCodeSet', PHOTO_CHILD_NOT_IN_CLASS_MESSAGE);
  }
  const refused = found.filter((c) => !c.photoConsent);
  if (refused.length > 0) throw invalid('childCodeSet', photoNoConsentMessage(refused.map((c) => c.name)));
}

/** A teacher's uploads go to their own class; admins and managers name the class. */
function uploadClassOf(principal: Principal, classId: number | undefined): number {
  if (classId !== undefined) {
    assertClassAccess(principal, classId);
    return classId;
  }
  if (isStaffAdmin(principal.role)) throw invalid('classId', 'classId가 필요합니다.');
  if (principal.classId === null) throw forbidden();
  return principal.classId;
}

/** Temp files of an album upload must all be photo uploads of this class. */
function assertAlbumTempFiles(rows: FileRow[], classId: number): void {
  if (rows.some((r) => r.purpose !== PHOTO_REF_TYPE || r.classId !== classId)) throw invalid('tempKey', TEMP_KEY_INVALID_MESSAGE);
}

/**
 * POST /api/file/upload/photoAlbum: stores the photos under a (new or given) tempKey after the guards of
 * docs/product/photo.md#uploads (a child and a file) and the tagging rules; all or nothing.
 */
export async function uploadAlbumPhotos(ctx: ServiceContext, source: UploadSource, query: PhotoUploadQuery): Promise<UploadResult> {
  const principal = requireActor(ctx);
  const classId = uploadClassOf(principal, query.classId);
  await assertClassExists(ctx.db, classId, CLASS_NOT_FOUND_MESSAGE);
  if (query.tempKey) assertAlbumTempFiles(await repo.listTemp(ctx.db, query.tempKey), classId);
  const { tempKey, rows } = await ctx.files.receive(source, {
    uploader: principal,
    purpose: PHOTO_REF_TYPE,
    classId,
    tempKey: query.tempKey,
    kinds: ['image'],
    kindMessage: PHOTO_IMAGE_ONLY_MESSAGE,
    requiredMessage: PHOTO_FILE_REQUIRED_MESSAGE,
    validate: async ({ files, fields }) => {
      if (fields.tempKey || fields.classId) throw new AppError('BAD_REQUEST', PHOTO_TEMP_FIELD_MESSAGE);
      const childCodeSet = (fields.childCodeSet ?? []).flatMap((v) => v.split(','));
      const parsed = photoUploadFieldsSchema.safeParse({ childCodeSet, fileCount: files.length });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalid(issue.path[0] === 'fileCount' ? 'files' : 'childCodeSet', issue.message);
      }
      await assertTaggable(ctx.db, classId, [...new Set(parsed.data.childCodeSet)]);
    },
  });
  return { tempKey, files: rows.map(presentFile) };
}

/** Removes stored objects after the deleting transaction committed; the janitor sweeps whatever this misses. */
async function purgeAfterCommit(ctx: ServiceContext, rows: FileRow[]): Promise<void> {
  await ctx.files.purge(rows).catch((error) => ctx.log.warn({ err: error }, 'photo file purge failed; the janitor will sweep it'));
}

/**
 * DELETE /api/file/upload/photoAlbum/reset-files: the album form was left unsaved. Removes the tempKey's unattached
 * photos: the uploader's own, or anyone's for admins and managers. Nothing left to remove is fine (idempotent).
 */
export async function resetAlbumFiles(ctx: ServiceContext, tempKey: string): Promise<ResetPhotoFilesResult> {
  const principal = requireActor(ctx);
  const rows = (await repo.listTemp(ctx.db, tempKey)).filter((r) => r.purpose === PHOTO_REF_TYPE);
  const removable = isStaffAdmin(principal.role) ? rows : rows.filter((r) => r.uploadedBy === principal.tno);
  if (removable.length < rows.length) throw forbidden();
  if (removable.length === 0) return { fileIds: [] };
  const deleted = await ctx.db.transaction(async (tx) => {
    const removed = await repo.deleteFiles(
      tx,
      removable.map((r) => r.id),
    );
    await writeAudit(tx, ctx, {
      action: 'FILE_DELETED',
      subjectType: 'FILE',
      subjectId: `TEMP:${PHOTO_REF_TYPE}`,
      detail: { refType: null, refId: null, fileIds: removed.map((r) => r.id), temp: true },
    });
    return removed;
  });
  await purgeAfterCommit(ctx, deleted);
  return { fileIds: deleted.map((r) => r.id) };
}

/** POST /api/v2/story/photo/new/{classId}?tempKey=: the album, its tags and its photos in one transaction. */
export async function createPhotoAlbum(ctx: ServiceContext, classId: number, tempKey: string, fields: PhotoAlbumFields): Promise<PhotoAlbum> {
  const principal = requireActor(ctx);
  assertClassAccess(principal, classId);
  const childIds = [...new Set(fields.childCodeSet)];
  return ctx.db.transaction(async (tx) => {
    const temp = (await repo.listTemp(tx, tempKey)).filter((r) => r.uploadedBy === principal.tno);
    if (temp.length === 0) throw invalid('tempKey', PHOTO_FILE_REQUIRED_MESSAGE);
    assertAlbumTempFiles(temp, classId);
    await assertTaggable(tx, classId, childIds);
    const album = await repo.create(
      tx,
      { classId, title: fields.photoTitle, photoDate: fields.photoDate, comment: fields.comment, authorId: principal.tno },
      childIds,
    );
    const attached = await ctx.files.attachTempFiles(tx, { tempKey, refType: PHOTO_REF_TYPE, refId: album.id, classId, uploadedBy: principal.tno });
    await writeAudit(tx, ctx, {
      action: 'PHOTO_ALBUM_CREATED',
      subjectType: SUBJECT,
      subjectId: album.id,
      detail: { classId, childCodes: childIds, fileIds: attached.map((f) => f.id) },
    });
    return loadAlbum(ctx, tx, classId, album.id);
  });
}

/** DELETE /api/v2/story/photo/{classId}/{id}: the album, its tags and its photos (rows now, stored objects after commit). */
export async function deletePhotoAlbum(ctx: ServiceContext, classId: number, id: number): Promise<DeletePhotoAlbumResult> {
  assertClassAccess(requireActor(ctx), classId);
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockInClass(tx, classId, id);
    if (!row) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
    const removed = await ctx.files.deleteFilesByRef(tx, PHOTO_REF_TYPE, id);
    await repo.delete(tx, id);
    await writeAudit(tx, ctx, {
      action: 'PHOTO_ALBUM_DELETED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: { classId, fileIds: removed.map((f) => f.id) },
    });
    return removed;
  });
  await purgeAfterCommit(ctx, deleted);
  return { photoId: id, fileIds: deleted.map((f) => f.id) };
}
