import { authEndpoints as endpoints } from '@kg/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { authRowOf } from './auth.service';
import { toMeData } from './auth.presenter';

/** Sign-in, refresh, sign-out and /me (docs/product/auth.md); session cookies are the auth plugin's business. */
export function authRoutes(config: Config) {
  /** Per-IP request cap on login/refresh on top of the failure counts (@fastify/rate-limit, in memory per instance). */
  const rateLimit = { max: config.auth.loginRatePerMinute, timeWindow: '1 minute' };
  return [
    route(
      endpoints.login,
      async ({ request, reply, body }) => {
        const auth = request.server.authService;
        const session = await auth.login(request, body);
        auth.setSessionCookies(request, reply, session);
        reply.header('cache-control', 'no-store');
        return session.data;
      },
      { config: { rateLimit } },
    ),
    route(
      endpoints.refresh,
      async ({ request, reply }) => {
        const auth = request.server.authService;
        const session = await auth.refresh(request);
        auth.setSessionCookies(request, reply, session);
        reply.header('cache-control', 'no-store');
        return session.data;
      },
      { config: { csrfBinding: 'refresh-token', rateLimit } },
    ),
    route(endpoints.logout, async ({ request, reply }) => {
      await request.server.authService.logout(request, reply);
      return null;
    }),
    route(endpoints.me, async ({ request, reply }) => {
      const row = authRowOf(request);
      if (!row) throw new AppError('UNAUTHORIZED');
      reply.header('cache-control', 'no-store');
      return toMeData(row);
    }),
  ];
}
