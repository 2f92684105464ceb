import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alimNoteEndpoints, type AlimReplyBody } from '@kg/contract';
import { call } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';

/** A teacher's answer under a note (parents reply from the parent app). */
export function replyAlimNote(classId: number, noteId: number, body: AlimReplyBody) {
  return call(alimNoteEndpoints.reply, { params: { classId, noteId }, body });
}

export function useReplyAlimNote(classId: number, noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlimReplyBody) => replyAlimNote(classId, noteId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alimNoteKeys.detail(classId, noteId) }),
        queryClient.invalidateQueries({ queryKey: alimNoteKeys.lists() }),
      ]),
  });
}
