import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alimNoteEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { alimNoteKeys } from './list-alim-notes';
import { invalidateAlimNotes } from './create-alim-notes';

/** The note and its photos. */
export function deleteAlimNote(noteId: number) {
  return call(alimNoteEndpoints.delete, { params: { noteId } });
}

export function useDeleteAlimNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlimNote,
    onSuccess: ({ noteId }) => {
      queryClient.removeQueries({ queryKey: alimNoteKeys.details(), predicate: (q) => q.queryKey.at(-1) === noteId });
      return invalidateAlimNotes(queryClient);
    },
    onError: showApiError,
  });
}
