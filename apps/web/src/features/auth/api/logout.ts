import { apiPost } from '@/api/client';
import { useSessionStore } from '@/stores/session';

export const LOGOUT_URL = '/api/v2/logout';

/** Ends the session on the server (best effort) and always forgets it here. */
export async function logout(): Promise<void> {
  try {
    await apiPost<null>(LOGOUT_URL);
  } catch {
    // The cookies may already be gone; the local session is cleared either way.
  } finally {
    useSessionStore.getState().reset();
  }
}
