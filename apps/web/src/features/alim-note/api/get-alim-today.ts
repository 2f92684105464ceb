import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlimToday } from '@kg/contract';
import { apiGet } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';

/** GET /api/v2/story/alim/today/{classId}?date=: every active child and whether they have a note that day (default today). */
export function getAlimToday(classId: number, date: string | undefined): Promise<AlimToday> {
  return apiGet<AlimToday>(`/api/v2/story/alim/today/${classId}`, date ? { date } : undefined);
}

export function getAlimTodayQueryOptions(classId: number, date: string | undefined) {
  return queryOptions({ queryKey: alimNoteKeys.board(classId, date), queryFn: () => getAlimToday(classId, date) });
}

export function useGetAlimToday(classId: number, date: string | undefined) {
  return useQuery(getAlimTodayQueryOptions(classId, date));
}
