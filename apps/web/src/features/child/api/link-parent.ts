import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parentEndpoints, type LinkParentInput, type ParentLinkCandidatesQuery } from '@kg/contract';
import { call } from '@/api/client';
import { childKeys } from './child-keys';

const candidateKeys = (childCode: number, query: ParentLinkCandidatesQuery) => [...childKeys.detail(childCode), 'link-candidates', query] as const;

/** 기존 계정 연결: accounts found by name, phone or login id (masked phone, their children); nothing until a search. */
export function useParentLinkCandidates(childCode: number, query: ParentLinkCandidatesQuery | null) {
  return useQuery({
    queryKey: candidateKeys(childCode, query ?? { searchType: 'name', keyword: '' }),
    queryFn: () => call(parentEndpoints.linkCandidates, { params: { id: childCode }, query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Links an existing account to the child; the record reloads to list it. */
export function useLinkParent(childCode: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkParentInput) => call(parentEndpoints.linkToChild, { params: { id: childCode }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childKeys.detail(childCode) }),
  });
}

/** Removes a parent from the child (the account stays); the record reloads. */
export function useUnlinkParent(childCode: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pno: number) => call(parentEndpoints.unlinkFromChild, { params: { id: childCode, pno } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childKeys.detail(childCode) }),
  });
}
