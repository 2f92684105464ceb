import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classNoteEndpoints, type CreateClassNoteInput, type UpdateClassNoteInput } from '@kg/contract';
import { call } from '@/api/client';
import { classNoteKeys } from './list-class-notes';

/** The note, its photos (tempKey) and video (videoTempKey). */
export function createClassNote(body: CreateClassNoteInput) {
  return call(classNoteEndpoints.create, { body });
}

/** Text, photos removed and added, the video replaced. */
export function updateClassNote(classNoteId: number, body: UpdateClassNoteInput) {
  return call(classNoteEndpoints.update, { params: { classNoteId }, body });
}

export type SaveClassNote = { classNoteId: null; body: CreateClassNoteInput } | { classNoteId: number; body: UpdateClassNoteInput };

/** Create or update (the form handles errors itself: field details on the form, the rest in the alert). */
export function useSaveClassNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveClassNote) => (save.classNoteId === null ? createClassNote(save.body) : updateClassNote(save.classNoteId, save.body)),
    onSuccess: (note) => {
      queryClient.setQueryData(classNoteKeys.detail(note.classId, note.classNoteId), note);
      return queryClient.invalidateQueries({ queryKey: classNoteKeys.lists() });
    },
  });
}
