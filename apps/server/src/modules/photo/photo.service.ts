import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  totalPages,
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
import { assertClassAccess, requirePrincipal, type Principal } from '../../plugins/access';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { attachTempFiles, deleteFilesByRef, listFilesByRef, presentFile } from '../file/file.service';
import { PHOTO_REF_TYPE, photoRepository as repo } from './photo.repository';
import { toPhotoAlbum, toPhotoAlbumListItem, toPhotoChild } from './photo.presenter';
import { multipartSource } from '../file/file.multipart';

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

export async function listPhotoAlbums(app: FastifyInstance, classId: number, query: PhotoSearchQuery): Promise<PhotoAlbumPage> {
  const { rows, total } = await repo.search(app.db, classId, query);
  const ids = rows.map((r) => r.id);
  const [tagged, stats] = await Promise.all([repo.listTagged(app.db, ids), repo.photoStats(app.db, ids)]);
  const taggedBy = groupBy(tagged, (t) => t.albumId);
  const statsBy = new Map(stats.map((s) => [s.albumId, s]));
  return {
    items: rows.map((row) => toPhotoAlbumListItem(row, taggedBy.get(row.id) ?? [], statsBy.get(row.id))),
    page: query.page,
    size: query.size,
    total,
    totalPages: totalPages(total, query.size),
  };
}

async function loadAlbum(db: DbOrTx, classId: number, id: number): Promise<PhotoAlbum> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
  const [tagged, photos] = await Promise.all([repo.listTagged(db, [id]), listFilesByRef(db, PHOTO_REF_TYPE, [id])]);
  return toPhotoAlbum(row, tagged, photos);
}

/** An album of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getPhotoAlbum(app: FastifyInstance, classId: number, id: number): Promise<PhotoAlbum> {
  return loadAlbum(app.db, classId, id);
}

/** Who can be tagged in the class's albums; children without photo consent are listed (and flagged) too. */
export async function listPhotoChildren(app: FastifyInstance, classId: number): Promise<PhotoChild[]> {
  if (!(await repo.classExists(app.db, classId))) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  return (await repo.listClassChildren(app.db, classId)).map(toPhotoChild);
}

/**
 * The tagging rules (SPEC §5 plus consent): every child is a current child of the class, and their parents agreed
 * to photos. Children of other classes are refused without their names.
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
 * POST /api/file/upload/photoAlbum: stores the photos under a (new or given) tempKey after the SPEC §5 guards
 * (a child and a file) and the tagging rules; all or nothing.
 */
export async function uploadAlbumPhotos(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: PhotoUploadQuery,
): Promise<UploadResult> {
  const principal = requirePrincipal(request);
  const classId = uploadClassOf(principal, query.classId);
  if (!(await repo.classExists(app.db, classId))) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  if (query.tempKey) assertAlbumTempFiles(await repo.listTemp(app.db, query.tempKey), classId);
  const { tempKey, rows } = await app.files.receive(multipartSource(request, reply), {
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
      await assertTaggable(app.db, classId, [...new Set(parsed.data.childCodeSet)]);
    },
  });
  return { tempKey, files: rows.map(presentFile) };
}

/** Removes stored objects after the deleting transaction committed; the janitor sweeps whatever this misses. */
async function purgeAfterCommit(app: FastifyInstance, rows: FileRow[]): Promise<void> {
  await app.files.purge(rows).catch((error) => app.log.warn({ err: error }, 'photo file purge failed; the janitor will sweep it'));
}

/**
 * DELETE /api/file/upload/photoAlbum/reset-files: the album form was left unsaved. Removes the tempKey's unattached
 * photos: the uploader's own, or anyone's for admins and managers. Nothing left to remove is fine (idempotent).
 */
export async function resetAlbumFiles(app: FastifyInstance, request: FastifyRequest, tempKey: string): Promise<ResetPhotoFilesResult> {
  const principal = requirePrincipal(request);
  const rows = (await repo.listTemp(app.db, tempKey)).filter((r) => r.purpose === PHOTO_REF_TYPE);
  const removable = isStaffAdmin(principal.role) ? rows : rows.filter((r) => r.uploadedBy === principal.tno);
  if (removable.length < rows.length) throw forbidden();
  if (removable.length === 0) return { fileIds: [] };
  const deleted = await app.db.transaction(async (tx) => {
    const removed = await repo.deleteFiles(
      tx,
      removable.map((r) => r.id),
    );
    await writeAudit(tx, request, {
      action: 'FILE_DELETED',
      subjectType: 'FILE',
      subjectId: `TEMP:${PHOTO_REF_TYPE}`,
      detail: { refType: null, refId: null, fileIds: removed.map((r) => r.id), temp: true },
    });
    return removed;
  });
  await purgeAfterCommit(app, deleted);
  return { fileIds: deleted.map((r) => r.id) };
}

/** POST /api/v2/story/photo/new/{classId}?tempKey=: the album, its tags and its photos in one transaction. */
export async function createPhotoAlbum(
  app: FastifyInstance,
  request: FastifyRequest,
  classId: number,
  tempKey: string,
  fields: PhotoAlbumFields,
): Promise<PhotoAlbum> {
  const principal = requirePrincipal(request);
  assertClassAccess(principal, classId);
  const childIds = [...new Set(fields.childCodeSet)];
  return app.db.transaction(async (tx) => {
    const temp = (await repo.listTemp(tx, tempKey)).filter((r) => r.uploadedBy === principal.tno);
    if (temp.length === 0) throw invalid('tempKey', PHOTO_FILE_REQUIRED_MESSAGE);
    assertAlbumTempFiles(temp, classId);
    await assertTaggable(tx, classId, childIds);
    const album = await repo.create(
      tx,
      { classId, title: fields.photoTitle, photoDate: fields.photoDate, comment: fields.comment, authorId: principal.tno },
      childIds,
    );
    const attached = await attachTempFiles(tx, { tempKey, refType: PHOTO_REF_TYPE, refId: album.id, classId, uploadedBy: principal.tno });
    await writeAudit(tx, request, {
      action: 'PHOTO_ALBUM_CREATED',
      subjectType: SUBJECT,
      subjectId: album.id,
      detail: { classId, childCodes: childIds, fileIds: attached.map((f) => f.id) },
    });
    return loadAlbum(tx, classId, album.id);
  });
}

/** DELETE /api/v2/story/photo/{classId}/{id}: the album, its tags and its photos (rows now, stored objects after commit). */
export async function deletePhotoAlbum(
  app: FastifyInstance,
  request: FastifyRequest,
  classId: number,
  id: number,
): Promise<DeletePhotoAlbumResult> {
  assertClassAccess(requirePrincipal(request), classId);
  const deleted = await app.db.transaction(async (tx) => {
    const row = await repo.lockInClass(tx, classId, id);
    if (!row) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
    const removed = await deleteFilesByRef(tx, PHOTO_REF_TYPE, id);
    await repo.delete(tx, id);
    await writeAudit(tx, request, {
      action: 'PHOTO_ALBUM_DELETED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: { classId, fileIds: removed.map((f) => f.id) },
    });
    return removed;
  });
  await purgeAfterCommit(app, deleted);
  return { photoId: id, fileIds: deleted.map((f) => f.id) };
}
