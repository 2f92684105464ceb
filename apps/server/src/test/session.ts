import type { FastifyInstance } from 'fastify';
import { signIn } from './factories';

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
  const cookies = { ...jar.values };
  const xsrf = cookies['XSRF-TOKEN'];
  if (!xsrf) throw new Error(`loginAs(${loginId}): no XSRF-TOKEN cookie after login`);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { cookies, headers: { cookie, 'x-xsrf-token': xsrf } };
}
