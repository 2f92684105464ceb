import { authEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** The current user. A 401 is left to the caller (login page, session guard). */
export function getMe() {
  return call(authEndpoints.me, {}, { skipAuthRedirect: true });
}
