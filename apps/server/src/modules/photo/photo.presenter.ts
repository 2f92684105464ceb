import {
  endpointUrl,
  photoFamilyEndpoints,
  type FamilyAlbumPhoto,
  type FamilyPhotoAlbum,
  type FamilyPhotoAlbumListItem,
  type PhotoAlbum,
  type PhotoAlbumChild,
  type PhotoAlbumListItem,
  type PhotoChild,
} from '@kg/contract';
import type { FileRow } from '../../db/schema/index';
import { downloadName, fileUrl, presentFile } from '../file/file.presenter';
import type { ClassChildRow, PhotoAlbumDetailRow, PhotoAlbumListRow, PhotoStats, TaggedChildRow } from './photo.repository';

const toChild = (row: TaggedChildRow): PhotoAlbumChild => ({ childCode: row.childId, name: row.name });

/** Row, its tagged children and photo stats → list item, field by field (nothing else leaves the server). */
export function toPhotoAlbumListItem(row: PhotoAlbumListRow, tagged: TaggedChildRow[], stats: PhotoStats | undefined): PhotoAlbumListItem {
  return {
    photoId: row.id,
    classId: row.classId,
    photoTitle: row.title,
    photoDate: row.photoDate,
    photoCount: stats?.photoCount ?? 0,
    coverThumbnailUrl: stats?.coverThumbnailKey ? `${fileUrl(stats.coverId)}/thumb` : null,
    children: tagged.map(toChild),
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The album with every photo in the album's order; the cover is the first one. */
export function toPhotoAlbum(row: PhotoAlbumDetailRow, tagged: TaggedChildRow[], photos: FileRow[]): PhotoAlbum {
  const cover = photos[0];
  const stats = cover
    ? { albumId: row.id, photoCount: photos.length, coverId: cover.id, coverThumbnailKey: cover.thumbnailKey }
    : undefined;
  return {
    ...toPhotoAlbumListItem(row, tagged, stats),
    className: row.className,
    comment: row.comment,
    photos: photos.map(presentFile),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPhotoChild(row: ClassChildRow): PhotoChild {
  return { childCode: row.id, name: row.name, photoConsent: row.photoConsent };
}

// ------------------------------------------------------------------------------------------------ parent app

type AlbumRef = { childCode: number; photoId: number };

/** A photo as the parent app reads it: through the album's own family calls, never /api/file. */
export function toFamilyAlbumPhoto(ref: AlbumRef, row: FileRow): FamilyAlbumPhoto {
  const params = { ...ref, fileId: row.id };
  return {
    fileId: row.id,
    fileName: downloadName(row.originalName, row.mimeType),
    width: row.width,
    height: row.height,
    url: endpointUrl(photoFamilyEndpoints.photo, params),
    thumbnailUrl: row.thumbnailKey ? endpointUrl(photoFamilyEndpoints.photoThumbnail, params) : null,
    originalUrl: endpointUrl(photoFamilyEndpoints.photoOriginal, params),
  };
}

/** An album in the parent's list: no tagged children (other families' names never reach a parent). */
export function toFamilyPhotoAlbumListItem(childCode: number, row: PhotoAlbumListRow, stats: PhotoStats | undefined): FamilyPhotoAlbumListItem {
  const ref = { childCode, photoId: row.id, fileId: stats?.coverId ?? 0 };
  return {
    photoId: row.id,
    photoTitle: row.title,
    photoDate: row.photoDate,
    photoCount: stats?.photoCount ?? 0,
    coverThumbnailUrl: stats?.coverThumbnailKey ? endpointUrl(photoFamilyEndpoints.photoThumbnail, ref) : null,
  };
}

export function toFamilyPhotoAlbum(childCode: number, row: PhotoAlbumDetailRow, photos: FileRow[]): FamilyPhotoAlbum {
  const cover = photos[0];
  const stats = cover ? { albumId: row.id, photoCount: photos.length, coverId: cover.id, coverThumbnailKey: cover.thumbnailKey } : undefined;
  return {
    ...toFamilyPhotoAlbumListItem(childCode, row, stats),
    className: row.className,
    comment: row.comment,
    authorName: row.authorName,
    photos: photos.map((p) => toFamilyAlbumPhoto({ childCode, photoId: row.id }, p)),
  };
}
