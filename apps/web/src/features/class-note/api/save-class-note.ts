import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassNote, CreateClassNoteInput, UpdateClassNoteInput } from '@kg/contract';
import { apiPost, apiPut } from '@/api/client';
import { classNoteKeys } from './list-class-notes';

/** POST /api/v2/story/class-note/new: the note, its photos (tempKey) and video (videoTempKey). */
export function createClassNote(body: CreateClassNoteInput): Promise<ClassNote> {
  return apiPost<ClassNote>('/api/v2/story/class-note/new', body);
}

/** PUT /api/v2/story/class-note/{classNoteId}: text, photos removed and added, the video replaced. */
export function updateClassNote(classNoteId: number, body: UpdateClassNoteInput): Promise<ClassNote> {
  return apiPut<ClassNote>(`/api/v2/story/class-note/${classNoteId}`, body);
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
