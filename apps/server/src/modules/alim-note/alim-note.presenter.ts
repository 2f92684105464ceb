import {
  ALIM_EXCERPT_LENGTH,
  alimNoteFamilyEndpoints,
  endpointUrl,
  type AlimCopy,
  type AlimNote,
  type AlimNoteDetail,
  type AlimNoteListItem,
  type AlimReply,
  type AlimToday,
  type FamilyAlimNote,
  type FamilyAlimNoteListItem,
  type FamilyPhotoFile,
  type StoredFile,
} from '@kg/contract';
import type { FileRow } from '../../db/schema/index';
import { thumbnailOf } from '../class-note/class-note.presenter';
import type { AlimBoardRow, AlimNoteDetailRow, AlimNoteListRow, AlimNoteRow, AlimReplyRow } from './alim-note.repository';

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
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAlimNote(row: AlimNoteDetailRow, photos: StoredFile[]): AlimNote {
  return { ...toAlimNoteListItem(row), className: row.className, photos };
}

export function toAlimReply(row: AlimReplyRow): AlimReply {
  // a reply whose author's record is gone (both ids null) can no longer say who wrote it: shown unnamed
  return {
    replyId: row.id,
    author: row.parentId !== null ? 'parent' : 'teacher',
    authorName: row.parentId !== null ? row.parentName : row.teacherName,
    relation: row.parentId !== null ? row.relation : null,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The staff detail: the note, who read it first and the replies. */
export function toAlimNoteDetail(row: AlimNoteDetailRow, photos: StoredFile[], replies: AlimReplyRow[]): AlimNoteDetail {
  return { ...toAlimNote(row, photos), readByName: row.readByName, replies: replies.map(toAlimReply) };
}

// ------------------------------------------------------------------------------------------------ parent app

type NoteRef = { childCode: number; noteId: number };

/** A note's photo as the parent app reads it: through the note's own family calls, never /api/file. */
export function toFamilyPhoto(ref: NoteRef, row: FileRow): FamilyPhotoFile {
  const params = { ...ref, fileId: row.id };
  return {
    fileId: row.id,
    fileName: row.originalName,
    width: row.width,
    height: row.height,
    url: endpointUrl(alimNoteFamilyEndpoints.photo, params),
    thumbnailUrl: row.thumbnailKey ? endpointUrl(alimNoteFamilyEndpoints.photoThumbnail, params) : null,
  };
}

export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > ALIM_EXCERPT_LENGTH ? `${chars.slice(0, ALIM_EXCERPT_LENGTH).join('')}…` : flat;
}

export function toFamilyAlimNoteListItem(row: AlimNoteListRow): FamilyAlimNoteListItem {
  const ref = { childCode: row.childId, noteId: row.id };
  return {
    noteId: row.id,
    noteDate: row.noteDate,
    ...recordOf(row),
    excerpt: excerptOf(row.content),
    photoCount: row.photoCount,
    thumbnailUrl: row.firstPhotoId === null ? null : endpointUrl(alimNoteFamilyEndpoints.photoThumbnail, { ...ref, fileId: row.firstPhotoId }),
    replyCount: row.replyCount,
    read: row.readAt !== null,
  };
}

export function toFamilyAlimNote(row: AlimNoteDetailRow, photos: FileRow[], replies: AlimReplyRow[]): FamilyAlimNote {
  const ref = { childCode: row.childId, noteId: row.id };
  return {
    noteId: row.id,
    childCode: row.childId,
    childName: row.childName,
    className: row.className,
    noteDate: row.noteDate,
    content: row.content,
    ...recordOf(row),
    authorName: row.authorName,
    photos: photos.map((p) => toFamilyPhoto(ref, p)),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    replies: replies.map(toAlimReply),
  };
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
