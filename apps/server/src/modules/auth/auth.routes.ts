import { authEndpoints as endpoints } from '@kg/contract';
import type { Config } from '../../config';
import { route } from '../../lib/route';
import { currentUser } from './auth.service';

/** Sign-in, refresh, sign-out and /me (docs/product/auth.md); session cookies are the auth plugin's business. */
export function authRoutes(config: Config) {
  /** Per-IP request cap on login/refresh on top of the failure counts (@fastify/rate-limit, in memory per instance). */
  const rateLimit = { max: config.auth.loginRatePerMinute, timeWindow: '1 minute' };
  return [
    route(
      endpoints.login,
      async ({ ctx, body, request, reply }) => {
        const { authService, authSession } = request.server;
        const { teacherId: loginId, passwd, rememberMe } = body;
        const session = await authService.login(ctx, { loginId, passwd, rememberMe }, await authSession.loginClient(request));
        authSession.start(request, reply, session);
        reply.header('cache-control', 'no-store');
        return session.data;
      },
      { config: { rateLimit } },
    ),
    route(
      endpoints.refresh,
      async ({ ctx, request, reply }) => {
        const { authService, authSession } = request.server;
        const session = await authService.refresh(ctx, await authSession.presentedRefresh(request));
        authSession.start(request, reply, session);
        reply.header('cache-control', 'no-store');
        return session.data;
      },
      { config: { csrfBinding: 'refresh-token', rateLimit } },
    ),
    route(endpoints.logout, async ({ ctx, request, reply }) => {
      const { authService, authSession } = request.server;
      await authService.logout(ctx, await authSession.sessionToEnd(request));
      authSession.end(request, reply);
      return null;
    }),
    // no access cookie: null; an expired or invalid one still answers 401, so the client can refresh a remember-me session
    route(endpoints.session, async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { authSession } = request.server;
      if (authSession.hasNoAccessCookie(request)) return null;
      await request.server.authenticate(request);
      return currentUser(authSession.rowOf(request), config.auth.accessTokenMinutes);
    }),
    route(endpoints.me, async ({ request, reply }) => {
      const me = currentUser(request.server.authSession.rowOf(request), config.auth.accessTokenMinutes);
      reply.header('cache-control', 'no-store');
      return me;
    }),
  ];
}
