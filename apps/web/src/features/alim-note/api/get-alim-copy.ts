import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AlimCopy } from '@kg/contract';
import { apiGet } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';

/** GET /api/v2/story/alim/copy/{classId}?childCode=&date=: the child's latest note before `date`, to start from. */
export function getAlimCopy(classId: number, childCode: number, date: string): Promise<AlimCopy> {
  return apiGet<AlimCopy>(`/api/v2/story/alim/copy/${classId}`, { childCode, date });
}

export function getAlimCopyQueryOptions(classId: number, childCode: number, date: string) {
  return queryOptions({ queryKey: alimNoteKeys.copy(classId, childCode, date), queryFn: () => getAlimCopy(classId, childCode, date), retry: false });
}

/** Fetches a previous note on demand (a button press), through the query cache. */
export function useFetchAlimCopy(classId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (childCode: number, date: string) => queryClient.fetchQuery(getAlimCopyQueryOptions(classId, childCode, date)),
    [queryClient, classId],
  );
}
