import type { ClassNote, ClassNoteListItem, StoredFile } from '@kg/contract';
import { fileUrl } from '../file/file.presenter';
import type { ClassNoteDetailRow, ClassNoteListRow } from './class-note.repository';

/** The list's small picture: the first photo's thumbnail, through the authorised file route. */
export const thumbnailOf = (fileId: number | null): string | null => (fileId === null ? null : `${fileUrl(fileId)}/thumb`);

/** Row → list item, field by field (nothing else leaves the server). */
export function toClassNoteListItem(row: ClassNoteListRow): ClassNoteListItem {
  return {
    classNoteId: row.id,
    classId: row.classId,
    noteDate: row.noteDate,
    title: row.title,
    summary: row.summary,
    photoCount: row.photoCount,
    hasVideo: row.hasVideo,
    thumbnailUrl: thumbnailOf(row.firstPhotoId),
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toClassNote(row: ClassNoteDetailRow, photos: StoredFile[], videos: StoredFile[]): ClassNote {
  return {
    ...toClassNoteListItem(row),
    className: row.className,
    content: row.content,
    photos,
    video: videos[0] ?? null,
  };
}
