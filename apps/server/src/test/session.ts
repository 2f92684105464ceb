import type { FastifyInstance } from 'fastify';
import { familySignIn, signIn, type CookieJar } from './factories';

export type TestSession = {
  /** The browser's cookies after login (AT, XSRF-TOKEN, …). */
  cookies: Record<string, string>;
  /** Ready for app.inject: the Cookie header and the X-XSRF-TOKEN copied from the cookie (what axios sends). */
  headers: { cookie: string; 'x-xsrf-token': string };
};

/**
 * Signs in through the real API (GET /api/v2/me for the anonymous XSRF cookie, then POST /api/v2/login with the
 * X-XSRF-TOKEN header) and returns what later inject calls need: `app.inject({ ..., headers: session.headers })`.
 */
export async function loginAs(app: FastifyInstance, loginId: string, password: string): Promise<TestSession> {
  const { jar } = await signIn(app, loginId, password);
  return sessionOf(jar, loginId);
}

/**
 * The same for the parent app: signs in through POST /api/v2/family/login; the session's X-XSRF-TOKEN is the family
 * one (FXSRF-TOKEN). Use it with `api(app, session)` on /api/v2/family/… calls.
 */
export async function familyLoginAs(app: FastifyInstance, loginId: string, password: string): Promise<TestSession> {
  const { jar } = await familySignIn(app, loginId, password);
  return sessionOf(jar, loginId);
}

function sessionOf(jar: CookieJar, loginId: string): TestSession {
  const cookies = { ...jar.values };
  const xsrf = cookies[jar.xsrfCookie];
  if (!xsrf) throw new Error(`login of ${loginId}: no ${jar.xsrfCookie} cookie after login`);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { cookies, headers: { cookie, 'x-xsrf-token': xsrf } };
}
