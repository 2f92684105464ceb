import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlimNote } from '@kg/contract';
import { apiGet } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';

/** GET /api/v2/story/alim/{classId}/{noteId}: the note with its photos. */
export function getAlimNote(classId: number, noteId: number): Promise<AlimNote> {
  return apiGet<AlimNote>(`/api/v2/story/alim/${classId}/${noteId}`);
}

export function getAlimNoteQueryOptions(classId: number, noteId: number) {
  return queryOptions({ queryKey: alimNoteKeys.detail(classId, noteId), queryFn: () => getAlimNote(classId, noteId) });
}

export function useGetAlimNote(classId: number, noteId: number) {
  return useQuery(getAlimNoteQueryOptions(classId, noteId));
}
