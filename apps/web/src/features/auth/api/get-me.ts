import { authEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** The current user. A 401 is left to the caller (login page, session guard). */
export function getMe() {
  return call(authEndpoints.me, {}, { skipAuthRedirect: true });
}

/** Who is signed in, if anyone: null without an access cookie (the login page's question, no 401 in the console). */
export function getSession() {
  return call(authEndpoints.session, {}, { skipAuthRedirect: true });
}
