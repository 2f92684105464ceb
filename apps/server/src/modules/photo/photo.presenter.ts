import type { PhotoAlbum, PhotoAlbumChild, PhotoAlbumListItem, PhotoChild } from '@kg/contract';
import type { FileRow } from '../../db/schema/index';
import { fileUrl, presentFile } from '../file/file.presenter';
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
