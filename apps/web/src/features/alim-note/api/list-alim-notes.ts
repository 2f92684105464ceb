import { alimNoteEndpoints } from '@kg/contract';
import { call } from '@/api/client';
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

/** One page, newest day first. */
export function listAlimNotes(classId: number, search: ListSearch) {
  return call(alimNoteEndpoints.search, { params: { classId }, query: search });
}
