import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alimNoteFamilyEndpoints, type AlimReplyBody } from '@kg/contract';
import { familyCall } from '@/family/api/family-client';

/** Query keys of the parent app's 알림장 (apart from the staff app's). */
export const familyAlimKeys = {
  all: ['family', 'alim-note'] as const,
  month: (childCode: number, month: string) => [...familyAlimKeys.all, 'month', childCode, month] as const,
  detail: (childCode: number, noteId: number) => [...familyAlimKeys.all, 'detail', childCode, noteId] as const,
};

export function familyAlimMonthQueryOptions(childCode: number, month: string) {
  return queryOptions({
    queryKey: familyAlimKeys.month(childCode, month),
    queryFn: () => familyCall(alimNoteFamilyEndpoints.list, { params: { childCode }, query: { month } }),
  });
}

export function useFamilyAlimMonth(childCode: number, month: string) {
  return useQuery(familyAlimMonthQueryOptions(childCode, month));
}

/** One note; the server marks it read the first time a parent opens it. */
export function useFamilyAlimNote(childCode: number, noteId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: familyAlimKeys.detail(childCode, noteId),
    queryFn: async () => {
      const note = await familyCall(alimNoteFamilyEndpoints.get, { params: { childCode, noteId } });
      // the month list shows it read now
      void queryClient.invalidateQueries({ queryKey: [...familyAlimKeys.all, 'month', childCode] });
      return note;
    },
  });
}

export function useReplyFamilyAlimNote(childCode: number, noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlimReplyBody) => familyCall(alimNoteFamilyEndpoints.reply, { params: { childCode, noteId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyAlimKeys.all }),
  });
}
