import { classNoteEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 반 일지: every list page under lists(), every record under details(). */
export const classNoteKeys = {
  all: ['class-note'] as const,
  lists: () => [...classNoteKeys.all, 'list'] as const,
  list: (classId: number) => [...classNoteKeys.lists(), classId] as const,
  details: () => [...classNoteKeys.all, 'detail'] as const,
  detail: (classId: number, classNoteId: number) => [...classNoteKeys.details(), classId, classNoteId] as const,
};

/** One page, newest day first. */
export function listClassNotes(classId: number, search: ListSearch) {
  return call(classNoteEndpoints.search, { params: { classId }, query: search });
}
