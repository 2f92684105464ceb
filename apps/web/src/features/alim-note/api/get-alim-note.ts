import { useQuery } from '@tanstack/react-query';
import { alimNoteEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';

/** The note with its photos. */
export function getAlimNote(classId: number, noteId: number) {
  return call(alimNoteEndpoints.get, { params: { classId, noteId } });
}

export function useGetAlimNote(classId: number, noteId: number) {
  return useQuery({ queryKey: alimNoteKeys.detail(classId, noteId), queryFn: () => getAlimNote(classId, noteId) });
}
