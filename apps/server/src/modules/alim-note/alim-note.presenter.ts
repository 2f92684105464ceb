import type { AlimCopy, AlimNote, AlimNoteListItem, AlimToday, StoredFile } from '@kg/contract';
import { thumbnailOf } from '../class-note/class-note.presenter';
import type { AlimBoardRow, AlimNoteDetailRow, AlimNoteListRow, AlimNoteRow } from './alim-note.repository';

type RecordRow = Pick<AlimNoteRow, 'mood' | 'health' | 'meal' | 'nap' | 'bowel' | 'temperature'>;

function recordOf(row: RecordRow) {
  return {
    mood: row.mood ?? null,
    health: row.health ?? null,
    meal: row.meal ?? null,
    nap: row.nap ?? null,
    bowel: row.bowel ?? null,
    temperature: row.temperature === null || row.temperature === undefined ? null : Number(row.temperature),
  };
}

/** Row → list item, field by field (nothing else leaves the server). */
export function toAlimNoteListItem(row: AlimNoteListRow): AlimNoteListItem {
  return {
    noteId: row.id,
    classId: row.classId,
    childCode: row.childId,
    childName: row.childName,
    noteDate: row.noteDate,
    content: row.content,
    ...recordOf(row),
    photoCount: row.photoCount,
    thumbnailUrl: thumbnailOf(row.firstPhotoId),
    authorName: row.authorName,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAlimNote(row: AlimNoteDetailRow, photos: StoredFile[]): AlimNote {
  return { ...toAlimNoteListItem(row), className: row.className, photos };
}

export function toAlimToday(date: string, rows: AlimBoardRow[]): AlimToday {
  const list = rows.map((row) => ({
    childCode: row.childId,
    childName: row.childName,
    gender: row.gender,
    profileThumbnailUrl: thumbnailOf(row.profileFileId),
    noteId: row.noteId,
    hasNote: row.noteId !== null,
    ...recordOf(row),
    photoCount: row.noteId === null ? 0 : row.photoCount,
    absent: row.absent,
  }));
  // absent children without a note are not asked for one: they are counted apart, not as 미작성
  const skipped = list.filter((c) => c.absent && !c.hasNote).length;
  return { date, total: list.length - skipped, written: list.filter((c) => c.hasNote).length, absent: skipped, children: list };
}

export function toAlimCopy(row: AlimNoteRow): AlimCopy {
  return { noteId: row.id, noteDate: row.noteDate, content: row.content, ...recordOf(row) };
}
