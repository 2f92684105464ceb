import type { AlimNotePage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 알림장: list pages, day boards and records, each under its own branch for invalidation. */
export const alimNoteKeys = {
  all: ['alim-note'] as const,
  lists: () => [...alimNoteKeys.all, 'list'] as const,
  list: (classId: number) => [...alimNoteKeys.lists(), classId] as const,
  boards: () => [...alimNoteKeys.all, 'today'] as const,
  board: (classId: number, date: string | undefined) => [...alimNoteKeys.boards(), classId, date ?? 'today'] as const,
  details: () => [...alimNoteKeys.all, 'detail'] as const,
  detail: (classId: number, noteId: number) => [...alimNoteKeys.details(), classId, noteId] as const,
  copies: () => [...alimNoteKeys.all, 'copy'] as const,
  copy: (classId: number, childCode: number, date: string) => [...alimNoteKeys.copies(), classId, childCode, date] as const,
};

/** GET /api/v2/story/alim/search/{classId}: one page, newest day first. */
export function listAlimNotes(classId: number, search: ListSearch): Promise<AlimNotePage> {
  return apiGet<AlimNotePage>(`/api/v2/story/alim/search/${classId}`, search);
}

export function listAlimNotesQueryOptions(classId: number, search: ListSearch) {
  return listQueryOptions(alimNoteKeys.list(classId), (s) => listAlimNotes(classId, s), search);
}
