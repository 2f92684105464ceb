import { authEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { useSessionStore } from '@/stores/session';

/** Ends the session on the server (best effort) and always forgets it here. */
export async function logout(): Promise<void> {
  try {
    await call(authEndpoints.logout);
  } catch {
    // The cookies may already be gone; the local session is cleared either way.
  } finally {
    useSessionStore.getState().reset();
  }
}
