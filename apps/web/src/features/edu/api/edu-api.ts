import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eduEndpoints, type EduInput, type UpdateEduInput } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 교육 프로그램: every list page under lists(), every programme under details(). */
export const eduKeys = {
  all: ['edu'] as const,
  lists: () => [...eduKeys.all, 'list'] as const,
  details: () => [...eduKeys.all, 'detail'] as const,
  detail: (eduId: number) => [...eduKeys.details(), eduId] as const,
};

/** One page, newest first. */
export function searchEdu(search: ListSearch) {
  return call(eduEndpoints.search, { query: search });
}

/** The programme with its sanitised text and 계획안 (counts a view). */
export function useGetEdu(eduId: number) {
  return useQuery({ queryKey: eduKeys.detail(eduId), queryFn: () => call(eduEndpoints.get, { params: { eduId } }) });
}

export type SaveEdu =
  | { eduId: null; tempKey: string | undefined; body: EduInput }
  | { eduId: number; tempKey: string | undefined; body: UpdateEduInput };

/** Create or update; the form shows the errors (field details on the fields). */
export function useSaveEdu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eduId, tempKey, body }: SaveEdu) => {
      const query = tempKey ? { tempKey } : {};
      return eduId === null
        ? call(eduEndpoints.create, { query, body })
        : call(eduEndpoints.update, { params: { eduId }, query, body: body as UpdateEduInput });
    },
    onSuccess: (edu) => {
      queryClient.setQueryData(eduKeys.detail(edu.eduId), edu);
      return queryClient.invalidateQueries({ queryKey: eduKeys.lists() });
    },
  });
}

/** The programme and its files; the detail page reports a failure. */
export function useDeleteEdu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eduId: number) => call(eduEndpoints.delete, { params: { eduId } }),
    onSuccess: (_result, eduId) => {
      // marked stale, not removed: the page still showing it must not fetch it again before it leaves
      void queryClient.invalidateQueries({ queryKey: eduKeys.detail(eduId), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: eduKeys.lists() });
    },
  });
}
