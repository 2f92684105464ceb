import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classNoteEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { classNoteKeys } from './list-class-notes';

/** The note, its photos and video. */
export function deleteClassNote(classNoteId: number) {
  return call(classNoteEndpoints.delete, { params: { classNoteId } });
}

export function useDeleteClassNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClassNote,
    onSuccess: ({ classNoteId }) => {
      queryClient.removeQueries({ queryKey: classNoteKeys.details(), predicate: (q) => q.queryKey.at(-1) === classNoteId });
      return queryClient.invalidateQueries({ queryKey: classNoteKeys.lists() });
    },
    onError: showApiError,
  });
}
