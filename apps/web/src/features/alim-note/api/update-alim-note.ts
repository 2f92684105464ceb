import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alimNoteEndpoints, type UpdateAlimNoteInput } from '@kg/contract';
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
      queryClient.setQueryData(alimNoteKeys.detail(note.classId, note.noteId), note);
      return invalidateAlimNotes(queryClient);
    },
  });
}
