import { authEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { deleteDrafts } from '@/lib/form-draft';
import { useSessionStore } from '@/stores/session';

/** Ends the session on the server (best effort) and always forgets it here, with the user's drafts (shared tablets). */
export async function logout(): Promise<void> {
  const user = useSessionStore.getState().teacherId;
  if (user) deleteDrafts(user);
  try {
    await call(authEndpoints.logout);
  } catch {
    // The cookies may already be gone; the local session is cleared either way.
  } finally {
    useSessionStore.getState().reset();
  }
}
