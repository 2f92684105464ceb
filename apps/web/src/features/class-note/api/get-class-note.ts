import { useQuery } from '@tanstack/react-query';
import { classNoteEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { classNoteKeys } from './list-class-notes';

/** The note with its photos and video. */
export function getClassNote(classId: number, classNoteId: number) {
  return call(classNoteEndpoints.get, { params: { classId, classNoteId } });
}

export function useGetClassNote(classId: number, classNoteId: number) {
  return useQuery({ queryKey: classNoteKeys.detail(classId, classNoteId), queryFn: () => getClassNote(classId, classNoteId) });
}
