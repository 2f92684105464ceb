import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeEndpoints, type NoticeInput, type UpdateNoticeInput } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 공지사항: every list page under lists(), every notice under details(). */
export const noticeKeys = {
  all: ['notice'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  details: () => [...noticeKeys.all, 'detail'] as const,
  detail: (noticeId: number) => [...noticeKeys.details(), noticeId] as const,
};

/** One page: pinned first, then the newest publication. */
export function searchNotices(search: ListSearch) {
  return call(noticeEndpoints.search, { query: search });
}

/** The notice with its sanitised text and attachments (counts a view). */
export function useGetNotice(noticeId: number) {
  return useQuery({ queryKey: noticeKeys.detail(noticeId), queryFn: () => call(noticeEndpoints.get, { params: { noticeId } }) });
}

export type SaveNotice =
  | { noticeId: null; tempKey: string | undefined; body: NoticeInput }
  | { noticeId: number; tempKey: string | undefined; body: UpdateNoticeInput };

/** Create or update; the form shows the errors (field details on the fields). */
export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeId, tempKey, body }: SaveNotice) => {
      const query = tempKey ? { tempKey } : {};
      return noticeId === null
        ? call(noticeEndpoints.create, { query, body })
        : call(noticeEndpoints.update, { params: { noticeId }, query, body: body as UpdateNoticeInput });
    },
    onSuccess: (notice) => {
      queryClient.setQueryData(noticeKeys.detail(notice.noticeId), notice);
      return queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
    },
  });
}

/** The notice and its files; the detail page reports a failure. */
export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: number) => call(noticeEndpoints.delete, { params: { noticeId } }),
    onSuccess: (_result, noticeId) => {
      // marked stale, not removed: the page still showing it must not fetch it again before it leaves
      void queryClient.invalidateQueries({ queryKey: noticeKeys.detail(noticeId), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
    },
  });
}
