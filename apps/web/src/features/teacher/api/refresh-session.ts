import { authEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { useSessionStore } from '@/stores/session';

/** After a change to the signed-in user's own record: reload /me so the header shows the new name and photo. */
export async function refreshSession(): Promise<void> {
  const me = await call(authEndpoints.me);
  useSessionStore.getState().setFromMe(me);
}
