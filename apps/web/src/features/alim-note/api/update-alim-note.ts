import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alimNoteEndpoints, type AlimNoteDetail, type UpdateAlimNoteInput } from '@kg/contract';
import { call } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';
import { invalidateAlimNotes } from './create-alim-notes';

/** Text, chips, photos removed and added. */
export function updateAlimNote(noteId: number, body: UpdateAlimNoteInput) {
  return call(alimNoteEndpoints.update, { params: { noteId }, body });
}

export function useUpdateAlimNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: number; body: UpdateAlimNoteInput }) => updateAlimNote(noteId, body),
    onSuccess: (note) => {
      // the answer is the note without who read it and the replies: keep those from the detail shown
      queryClient.setQueryData<AlimNoteDetail>(alimNoteKeys.detail(note.classId, note.noteId), (shown) =>
        shown ? { ...shown, ...note } : undefined,
      );
      return invalidateAlimNotes(queryClient);
    },
  });
}
