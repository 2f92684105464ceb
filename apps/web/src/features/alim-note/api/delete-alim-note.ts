import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { alimNoteKeys } from './list-alim-notes';
import { invalidateAlimNotes } from './create-alim-notes';

/** DELETE /api/v2/story/alim/{noteId}: the note and its photos. */
export function deleteAlimNote(noteId: number): Promise<{ noteId: number; deletedFileIds: number[] }> {
  return apiDelete(`/api/v2/story/alim/${noteId}`);
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
