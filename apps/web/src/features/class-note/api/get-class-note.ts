import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassNote } from '@kg/contract';
import { apiGet } from '@/api/client';
import { classNoteKeys } from './list-class-notes';

/** GET /api/v2/story/class-note/{classId}/{classNoteId}: the note with its photos and video. */
export function getClassNote(classId: number, classNoteId: number): Promise<ClassNote> {
  return apiGet<ClassNote>(`/api/v2/story/class-note/${classId}/${classNoteId}`);
}

export function getClassNoteQueryOptions(classId: number, classNoteId: number) {
  return queryOptions({ queryKey: classNoteKeys.detail(classId, classNoteId), queryFn: () => getClassNote(classId, classNoteId) });
}

export function useGetClassNote(classId: number, classNoteId: number) {
  return useQuery(getClassNoteQueryOptions(classId, classNoteId));
}
