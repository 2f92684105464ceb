import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { alimNoteEndpoints, type CreateAlimNotesInput } from '@kg/contract';
import { call } from '@/api/client';
import { alimNoteKeys } from './list-alim-notes';

/** One note per chosen child (shared text + each child's record), all or nothing. */
export function createAlimNotes(body: CreateAlimNotesInput) {
  return call(alimNoteEndpoints.create, { body });
}

/** After any write: every list page, every day board and the previous-note cache refetch. */
export function invalidateAlimNotes(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: alimNoteKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: alimNoteKeys.boards() }),
    queryClient.removeQueries({ queryKey: alimNoteKeys.copies() }),
  ]).then(() => undefined);
}

/** The form handles errors itself (field details on the form, the rest in the alert). */
export function useCreateAlimNotes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAlimNotes, onSuccess: () => invalidateAlimNotes(queryClient) });
}
