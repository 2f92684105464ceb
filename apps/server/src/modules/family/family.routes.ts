import { familyEndpoints as endpoints } from '@kg/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { changeFamilyPassword } from './family-password.service';

/**
 * The parent app's sign-in, refresh, sign-out, /session and /me (docs/product/parent-app.md#sign-in): the staff flow
 * of modules/auth run in the family realm, with its own cookies (docs/decisions/007-family-sessions.md).
 */
export function familyRoutes(config: Config) {
  /** Per-IP request cap on login/refresh on top of the failure counts, as for staff. */
  const rateLimit = { max: config.auth.loginRatePerMinute, timeWindow: '1 minute' };
  return [
    route(
      endpoints.login,
      async ({ ctx, body, request, reply }) => {
        const { familyAuthService, familySession } = request.server;
        const session = await familyAuthService.login(ctx, body, await familySession.loginClient(request));
        familySession.start(request, reply, session);
        reply.header('cache-control', 'no-store');
        return session.data;
      },
      { config: { rateLimit } },
    ),
    route(
      endpoints.refresh,
      async ({ ctx, request, reply }) => {
        const { familyAuthService, familySession } = request.server;
        const session = await familyAuthService.refresh(ctx, await familySession.presentedRefresh(request));
        familySession.start(request, reply, session);
        reply.header('cache-control', 'no-store');
        return session.data;
      },
      { config: { csrfBinding: 'refresh-token', rateLimit } },
    ),
    route(endpoints.logout, async ({ ctx, request, reply }) => {
      const { familyAuthService, familySession } = request.server;
      await familyAuthService.logout(ctx, await familySession.sessionToEnd(request));
      familySession.end(request, reply);
      return null;
    }),
    // no access cookie: null (the app shows its login); an expired or invalid one still answers 401 so it can refresh
    route(endpoints.session, async ({ ctx, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { familyAuthService, familySession } = request.server;
      if (familySession.hasNoAccessCookie(request)) return null;
      await request.server.authenticateFamily(request);
      return familyAuthService.dataOf(ctx, rowOf(request));
    }),
    route(endpoints.me, async ({ ctx, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return request.server.familyAuthService.dataOf(ctx, rowOf(request));
    }),
    route(endpoints.changePassword, async ({ ctx, body }) => changeFamilyPassword(ctx, body)),
  ];
}

function rowOf(request: Parameters<Parameters<typeof route>[1]>[0]['request']) {
  const row = request.server.familySession.rowOf(request);
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}
