import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { classNoteKeys } from './list-class-notes';

/** DELETE /api/v2/story/class-note/{classNoteId}: the note, its photos and video. */
export function deleteClassNote(classNoteId: number): Promise<{ classNoteId: number; deletedFileIds: number[] }> {
  return apiDelete(`/api/v2/story/class-note/${classNoteId}`);
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
