import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlimNote, UpdateAlimNoteInput } from '@kg/contract';
import { apiPut } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';
import { invalidateAlimNotes } from './create-alim-notes';

/** PUT /api/v2/story/alim/{noteId}: text, chips, photos removed and added. */
export function updateAlimNote(noteId: number, body: UpdateAlimNoteInput): Promise<AlimNote> {
  return apiPut<AlimNote>(`/api/v2/story/alim/${noteId}`, body);
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
