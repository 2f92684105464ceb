import type { ClassNotePage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 반 일지: every list page under lists(), every record under details(). */
export const classNoteKeys = {
  all: ['class-note'] as const,
  lists: () => [...classNoteKeys.all, 'list'] as const,
  list: (classId: number) => [...classNoteKeys.lists(), classId] as const,
  details: () => [...classNoteKeys.all, 'detail'] as const,
  detail: (classId: number, classNoteId: number) => [...classNoteKeys.details(), classId, classNoteId] as const,
};

/** GET /api/v2/story/class-note/search/{classId}: one page, newest day first. */
export function listClassNotes(classId: number, search: ListSearch): Promise<ClassNotePage> {
  return apiGet<ClassNotePage>(`/api/v2/story/class-note/search/${classId}`, search);
}

export function listClassNotesQueryOptions(classId: number, search: ListSearch) {
  return listQueryOptions(classNoteKeys.list(classId), (s) => listClassNotes(classId, s), search);
}
