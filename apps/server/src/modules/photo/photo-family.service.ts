import type { Readable } from 'node:stream';
import {
  PHOTO_FILE_NOT_FOUND_MESSAGE,
  PHOTO_MONTH_EMPTY_MESSAGE,
  PHOTO_NOT_FOUND_MESSAGE,
  PHOTO_ZIP_TOO_LARGE_MESSAGE,
  familyPhotoZipName,
  type FamilyPhotoAlbum,
  type FamilyPhotoAlbumPage,
  type FamilyPhotoListQuery,
} from '@kg/contract';
import type { ServiceContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { ownChild } from '../family/family-children';
import { downloadName } from '../file/file.presenter';
import type { OpenedFile } from '../file/file.service';
import { photoRepository as repo } from './photo.repository';
import { toFamilyPhotoAlbum, toFamilyPhotoAlbumListItem } from './photo.presenter';
import { ZIP_MAX_BYTES, ZIP_MAX_ENTRIES, uniqueName, zipSegment, zipStream, type ZipSource } from './photo.zip';

/**
 * 사진첩 in the parent app (docs/product/photo.md#parent-app). Every read goes through the repository's one rule
 * (`familyVisibleAlbum`): albums tagging the parent's own child (ownChild, else 404) and no child without photo
 * consent. An album outside the rule answers 404 like one that does not exist. Album views and downloads are audited.
 */

const SUBJECT = 'photo_album';

export async function listFamilyAlbums(ctx: ServiceContext, query: FamilyPhotoListQuery): Promise<FamilyPhotoAlbumPage> {
  const child = ownChild(ctx);
  const { rows, total } = await repo.familyPage(ctx.db, child.childCode, query);
  const stats = new Map((await repo.photoStats(ctx.db, rows.map((r) => r.id))).map((s) => [s.albumId, s]));
  await writeAudit(ctx.db, ctx, {
    action: 'PHOTO_ALBUM_LIST_VIEWED',
    subjectType: 'child',
    subjectId: child.childCode,
    detail: { page: query.page, month: query.month ?? null, albumIds: rows.map((r) => r.id) },
  });
  return toPage(
    rows.map((row) => toFamilyPhotoAlbumListItem(child.childCode, row, stats.get(row.id))),
    query,
    total,
  );
}

export async function getFamilyAlbum(ctx: ServiceContext, id: number): Promise<FamilyPhotoAlbum> {
  const child = ownChild(ctx);
  const row = await repo.familyDetail(ctx.db, child.childCode, id);
  if (!row) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
  const photos = await repo.listPhotos(ctx.db, [id]);
  await writeAudit(ctx.db, ctx, { action: 'PHOTO_ALBUM_VIEWED', subjectType: SUBJECT, subjectId: id, detail: { childCode: child.childCode } });
  return toFamilyPhotoAlbum(child.childCode, row, photos);
}

/**
 * One photo of a visible album: shown (`file`), previewed (`thumb`) or saved (`original`, audited as PHOTO_DOWNLOADED):
 * the full-size copy kept at upload, without metadata (docs/product/photo.md#parent-app).
 */
export async function openFamilyAlbumPhoto(
  ctx: ServiceContext,
  ref: { childCode: number; photoId: number; fileId: number },
  variant: 'file' | 'thumb' | 'original',
): Promise<OpenedFile> {
  const child = ownChild(ctx);
  const row = await repo.familyPhoto(ctx.db, child.childCode, ref.photoId, ref.fileId);
  if (!row) throw notFound(PHOTO_FILE_NOT_FOUND_MESSAGE);
  if (variant === 'original') {
    await writeAudit(ctx.db, ctx, {
      action: 'PHOTO_DOWNLOADED',
      subjectType: SUBJECT,
      subjectId: ref.photoId,
      detail: { childCode: child.childCode, fileIds: [row.id] },
    });
  }
  return ctx.files.openRow(row, variant);
}

export type MonthZip = { fileName: string; stream: Readable };

/**
 * GET /family/photo/{childCode}/zip?month=: every photo of the month's visible albums in one ZIP, a folder per album
 * (`2026-11-05 가을 소풍/01_사진.jpg`), streamed. 404 when the month has none; audited as PHOTO_ZIP_DOWNLOADED.
 */
export async function familyMonthZip(ctx: ServiceContext, month: string): Promise<MonthZip> {
  const child = ownChild(ctx);
  const albums = await repo.familyMonth(ctx.db, child.childCode, month);
  const photos = await repo.listPhotos(ctx.db, albums.map((a) => a.id));
  if (photos.length === 0) throw notFound(PHOTO_MONTH_EMPTY_MESSAGE);
  const bytes = photos.reduce((sum, p) => sum + p.size, 0);
  if (bytes > ZIP_MAX_BYTES || photos.length > ZIP_MAX_ENTRIES) throw new AppError('TOO_LARGE', PHOTO_ZIP_TOO_LARGE_MESSAGE);

  const folders = new Set<string>();
  const sources: ZipSource[] = [];
  for (const album of albums) {
    const own = photos.filter((p) => p.refId === album.id);
    if (own.length === 0) continue;
    const folder = uniqueName(zipSegment(`${album.photoDate} ${album.title}`, album.photoDate), folders);
    const names = new Set<string>();
    own.forEach((photo, i) => {
      const file = uniqueName(`${String(i + 1).padStart(2, '0')}_${zipSegment(downloadName(photo.originalName, photo.mimeType), 'photo')}`, names);
      sources.push({ name: `${folder}/${file}`, open: async () => ctx.files.readStream(await ctx.files.openRow(photo, 'file')) });
    });
  }
  await writeAudit(ctx.db, ctx, {
    action: 'PHOTO_ZIP_DOWNLOADED',
    subjectType: 'child',
    subjectId: child.childCode,
    detail: { month, albumIds: albums.map((a) => a.id), fileIds: photos.map((p) => p.id) },
  });
  return { fileName: familyPhotoZipName(child.name, month), stream: zipStream(sources, ctx.now()) };
}
