import { centreEndpoints, type LoginData } from '@kg/contract';
import { call } from '@/api/client';
import { queryClient } from '@/app/query-client';
import { useSessionStore } from '@/stores/session';

/**
 * Starts a session in another of the login's centres (docs/decisions/017: one session, one centre). The server sets
 * new cookies; here the session takes the answer, this device remembers the centre for the login, and every cached
 * answer of the old centre is dropped — none of it exists in the new one.
 */
export async function switchCentre(centreId: number): Promise<LoginData> {
  const data = await call(centreEndpoints.switch, { body: { centreId } });
  queryClient.clear();
  enterCentre(data);
  return data;
}

/** The session works in `data`'s centre: it is stored, and remembered for the login on this device. */
export function enterCentre(data: LoginData): void {
  const session = useSessionStore.getState();
  session.setFromLogin(data);
  session.rememberCentre(data.teacherId, data.centreId);
}
