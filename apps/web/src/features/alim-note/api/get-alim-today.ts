import { useQuery } from '@tanstack/react-query';
import { alimNoteEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';

/** Every active child and whether they have a note that day (default today). */
export function getAlimToday(classId: number, date: string | undefined) {
  return call(alimNoteEndpoints.today, { params: { classId }, query: date ? { date } : {} });
}

export function useGetAlimToday(classId: number, date: string | undefined) {
  return useQuery({ queryKey: alimNoteKeys.board(classId, date), queryFn: () => getAlimToday(classId, date) });
}
