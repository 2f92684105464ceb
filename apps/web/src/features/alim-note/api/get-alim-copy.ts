import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { alimNoteEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';

/** The child's latest note before `date`, to start from. */
export function getAlimCopy(classId: number, childCode: number, date: string) {
  return call(alimNoteEndpoints.copy, { params: { classId }, query: { childCode, date } });
}

/** Fetches a previous note on demand (a button press), through the query cache. */
export function useFetchAlimCopy(classId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (childCode: number, date: string) =>
      queryClient.fetchQuery({
        queryKey: alimNoteKeys.copy(classId, childCode, date),
        queryFn: () => getAlimCopy(classId, childCode, date),
        retry: false,
      }),
    [queryClient, classId],
  );
}
