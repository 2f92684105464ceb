import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, noticeFamilyEndpoints } from '@kg/contract';
import { familyCall } from '@/family/api/family-client';

export const familyNoticeKeys = {
  all: ['family', 'notice'] as const,
  list: (childCode: number, page: number, size: number) => [...familyNoticeKeys.all, 'list', childCode, page, size] as const,
  detail: (childCode: number, noticeId: number) => [...familyNoticeKeys.all, 'detail', childCode, noticeId] as const,
};

/** The child's class's published notices (pinned first); the home page asks for the newest one. */
export function familyNoticeListQueryOptions(childCode: number, page: number, size = DEFAULT_PAGE_SIZE) {
  return queryOptions({
    queryKey: familyNoticeKeys.list(childCode, page, size),
    queryFn: () => familyCall(noticeFamilyEndpoints.list, { params: { childCode }, query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}

export function useFamilyNoticeList(childCode: number, page: number, size?: number) {
  return useQuery(familyNoticeListQueryOptions(childCode, page, size));
}

export function useFamilyNotice(childCode: number, noticeId: number) {
  return useQuery({
    queryKey: familyNoticeKeys.detail(childCode, noticeId),
    queryFn: () => familyCall(noticeFamilyEndpoints.get, { params: { childCode, noticeId } }),
  });
}
