import {
  PHOTO_CHILD_NOT_IN_CLASS_MESSAGE,
  PHOTO_FILE_REQUIRED_MESSAGE,
  PHOTO_FILE_UNKNOWN_MESSAGE,
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
  type UpdatePhotoAlbumBody,
  type UploadResult,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import type { Principal } from '../../lib/principal';
import { resolveClass } from '../../policies/scope';
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

async function loadAlbum(db: DbOrTx, classId: number, id: number): Promise<PhotoAlbum> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
  const [tagged, photos] = await Promise.all([repo.listTagged(db, [id]), repo.listPhotos(db, [id])]);
  return toPhotoAlbum(row, tagged, photos);
}

/** An album of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getPhotoAlbum(ctx: ServiceContext, classId: number, id: number): Promise<PhotoAlbum> {
  return loadAlbum(ctx.db, classId, id);
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
async function uploadClassOf(db: DbOrTx, principal: Principal, classId: number | undefined): Promise<number> {
  if (classId !== undefined) {
    await resolveClass(db, principal, classId); // the multipart call names its class in a field: no route scope
    return classId;
  }
  if (isStaffAdmin(principal.role)) throw invalid('classId', '반을 선택해 주세요.');
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
  const classId = await uploadClassOf(ctx.db, principal, query.classId);
  await assertClassExists(ctx.db, classId, CLASS_NOT_FOUND_MESSAGE);
  if (query.tempKey) assertAlbumTempFiles(await repo.listTemp(ctx.db, query.tempKey), classId);
  const { tempKey, rows } = await ctx.files.receive(source, {
    uploader: principal,
    purpose: PHOTO_REF_TYPE,
    classId,
    tempKey: query.tempKey,
    kinds: ['image'],
    kindMessage: PHOTO_IMAGE_ONLY_MESSAGE,
    keepOriginal: true,
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
 * photos: the uploader's own, or anyone's of the centre for admins and managers. Another centre's uploads are not
 * there for the caller (docs/decisions/017-centres-and-policies.md): a key holding only those removes nothing, as a
 * key that holds nothing. Nothing left to remove is fine (idempotent).
 */
export async function resetAlbumFiles(ctx: ServiceContext, tempKey: string): Promise<ResetPhotoFilesResult> {
  const principal = requireActor(ctx);
  const centreId = requireCentre(ctx);
  const rows = (await repo.listTemp(ctx.db, tempKey)).filter((r) => r.purpose === PHOTO_REF_TYPE && r.centreId === centreId);
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

/** The caller's own unattached uploads under `tempKey` (another user's are never attached), checked to be this class's album photos. */
async function callerAlbumUploads(tx: DbOrTx, principal: Principal, classId: number, tempKey: string | undefined): Promise<FileRow[]> {
  if (!tempKey) return [];
  const temp = (await repo.listTemp(tx, tempKey)).filter((r) => r.uploadedBy === principal.tno);
  assertAlbumTempFiles(temp, classId);
  return temp;
}

type PlacePhotosInput = {
  album: { id: number; classId: number };
  /** the album's photos before the change (none for a new album) */
  saved: FileRow[];
  /** the caller's uploads under `tempKey` (callerAlbumUploads) */
  uploads: FileRow[];
  tempKey: string | undefined;
  /** the photos in the order shown; undefined: the saved ones, then every upload in upload order */
  order: number[] | undefined;
};

/**
 * The album's photos become exactly `order` (docs/product/photo.md#save, #edit), inside the caller's transaction:
 * the caller's uploads are attached, photos left out (saved ones, or uploads the form no longer showed) are deleted
 * — rows now, stored objects by the caller after commit (`purgeAfterCommit`), as the file module deletes — and
 * every photo's place is written. An id that is neither a saved photo nor an upload: 400 on photoFileIds.
 */
async function placePhotos(ctx: ServiceContext, tx: DbOrTx, principal: Principal, input: PlacePhotosInput) {
  const { album, saved } = input;
  const attached =
    input.uploads.length > 0 && input.tempKey
      ? await ctx.files.attachTempFiles(tx, {
          tempKey: input.tempKey,
          refType: PHOTO_REF_TYPE,
          refId: album.id,
          classId: album.classId,
          uploadedBy: principal.tno,
        })
      : [];
  attached.sort((a, b) => a.id - b.id);
  const present = [...saved, ...attached];
  const order = input.order ?? present.map((f) => f.id);
  const known = new Set(present.map((f) => f.id));
  if (order.some((fileId) => !known.has(fileId))) throw invalid('photoFileIds', PHOTO_FILE_UNKNOWN_MESSAGE);
  if (order.length === 0) throw invalid('tempKey', PHOTO_FILE_REQUIRED_MESSAGE);
  const kept = new Set(order);
  const removed = await repo.deletePhotos(
    tx,
    album.id,
    present.filter((f) => !kept.has(f.id)).map((f) => f.id),
  );
  await repo.setOrder(tx, album.id, order);
  return { order, attached, removed };
}

/**
 * POST /api/v2/story/photo/new/{classId}?tempKey=: the album, its tags and its photos (in the form's order, or upload
 * order without one) in one transaction.
 */
export async function createPhotoAlbum(ctx: ServiceContext, classId: number, tempKey: string, fields: PhotoAlbumFields): Promise<PhotoAlbum> {
  const principal = requireActor(ctx);
  const childIds = [...new Set(fields.childCodeSet)];
  const { album, removed } = await ctx.db.transaction(async (tx) => {
    const uploads = await callerAlbumUploads(tx, principal, classId, tempKey);
    if (uploads.length === 0) throw invalid('tempKey', PHOTO_FILE_REQUIRED_MESSAGE);
    await assertTaggable(tx, classId, childIds);
    const row = await repo.create(
      tx,
      { classId, title: fields.photoTitle, photoDate: fields.photoDate, comment: fields.comment, authorId: principal.tno },
      childIds,
    );
    const placed = await placePhotos(ctx, tx, principal, { album: row, saved: [], uploads, tempKey, order: fields.photoFileIds });
    await writeAudit(tx, ctx, {
      action: 'PHOTO_ALBUM_CREATED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId, childCodes: childIds, fileIds: placed.order, ...(placed.removed.length ? { droppedFileIds: placed.removed.map((f) => f.id) } : {}) },
    });
    return { album: await loadAlbum(tx, classId, row.id), removed: placed.removed };
  });
  await purgeAfterCommit(ctx, removed);
  return album;
}

/**
 * PUT /api/v2/story/photo/{classId}/{id}?tempKey=: title, date, comment, tags and the whole photo order under the
 * save's rules, in one transaction. The album's row lock makes saves of one album take turns: the last one wins, as
 * with every class-story record; a photo another save removed meanwhile is refused (400), not brought back.
 */
export async function updatePhotoAlbum(
  ctx: ServiceContext,
  ref: { classId: number; id: number },
  tempKey: string | undefined,
  body: UpdatePhotoAlbumBody,
): Promise<PhotoAlbum> {
  const principal = requireActor(ctx);
  const { classId, id } = ref;
  const childIds = [...new Set(body.childCodeSet)];
  const { album, removed } = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockInClass(tx, classId, id);
    if (!row) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
    const uploads = await callerAlbumUploads(tx, principal, classId, tempKey);
    await assertTaggable(tx, classId, childIds);
    await repo.update(tx, id, { title: body.photoTitle, photoDate: body.photoDate, comment: body.comment, updatedAt: ctx.now() });
    await repo.replaceTags(tx, id, childIds);
    const saved = await repo.listPhotos(tx, [id]);
    const placed = await placePhotos(ctx, tx, principal, { album: row, saved, uploads, tempKey, order: body.photoFileIds });
    await writeAudit(tx, ctx, {
      action: 'PHOTO_ALBUM_UPDATED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: {
        classId,
        childCodes: childIds,
        fileIds: placed.order,
        addedFileIds: placed.attached.filter((f) => placed.order.includes(f.id)).map((f) => f.id),
        removedFileIds: placed.removed.map((f) => f.id),
      },
    });
    return { album: await loadAlbum(tx, classId, id), removed: placed.removed };
  });
  await purgeAfterCommit(ctx, removed);
  return album;
}

/** DELETE /api/v2/story/photo/{classId}/{id}: the album, its tags and its photos (rows now, stored objects after commit). */
export async function deletePhotoAlbum(ctx: ServiceContext, classId: number, id: number): Promise<DeletePhotoAlbumResult> {
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
