import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDefinition } from '@kg/contract';
import type { Config } from '../../config';
import type { ServiceContext } from '../../lib/context';
import { route, type RouteDefinition } from '../../lib/route';
import type { AuthService, LoginCredentials } from './auth.service';
import type { AuthSession } from './auth.session';
import type { SessionRowBase } from './auth.realm';

/** What the sign-in calls of one realm need from the app. */
export type RealmHttp<Row extends SessionRowBase, P extends { sessionId: string }, Data> = {
  service: AuthService<Row, P, Data>;
  session: AuthSession<Row, P>;
  authenticate(request: FastifyRequest): Promise<P>;
};

type SessionEndpoints = Record<'login' | 'refresh' | 'logout' | 'session' | 'me', EndpointDefinition>;

export type SessionRouteOptions<Row extends SessionRowBase, P extends { sessionId: string }, Data> = {
  realmOf(app: FastifyInstance): RealmHttp<Row, P, Data>;
  /** the login body as the realm's AuthService takes it */
  credentialsOf(body: unknown): LoginCredentials;
  /** what /session and /me answer for the signed-in request */
  meOf(request: FastifyRequest, ctx: ServiceContext): unknown;
};

/**
 * Sign-in, refresh, sign-out, /session and /me of one realm (auth.realm.ts; docs/decisions/007-family-sessions.md):
 * staff and the parent app answer the same way, each with its own service, cookies and answers.
 */
export function sessionRoutes<Row extends SessionRowBase, P extends { sessionId: string }, Data>(
  config: Config,
  endpoints: SessionEndpoints,
  options: SessionRouteOptions<Row, P, Data>,
): RouteDefinition[] {
  /** Per-IP request cap on login/refresh on top of the failure counts (@fastify/rate-limit: in Redis with REDIS_URL). */
  const rateLimit = { max: config.auth.loginRatePerMinute, timeWindow: '1 minute' };
  const { realmOf, credentialsOf, meOf } = options;
  return [
    route(
      endpoints.login,
      async ({ ctx, body, request, reply }) => {
        const { service, session } = realmOf(request.server);
        const issued = await service.login(ctx, credentialsOf(body), await session.loginClient(request));
        session.start(request, reply, issued);
        reply.header('cache-control', 'no-store');
        return issued.data;
      },
      { config: { rateLimit } },
    ),
    route(
      endpoints.refresh,
      async ({ ctx, request, reply }) => {
        const { service, session } = realmOf(request.server);
        const issued = await service.refresh(ctx, await session.presentedRefresh(request));
        session.start(request, reply, issued);
        reply.header('cache-control', 'no-store');
        return issued.data;
      },
      { config: { csrfBinding: 'refresh-token', rateLimit } },
    ),
    route(endpoints.logout, async ({ ctx, request, reply }) => {
      const { service, session } = realmOf(request.server);
      await service.logout(ctx, await session.sessionToEnd(request));
      session.end(request, reply);
      return null;
    }),
    // no access cookie: null; an expired or invalid one still answers 401, so the client can refresh a remember-me session
    route(endpoints.session, async ({ ctx, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const realm = realmOf(request.server);
      if (realm.session.hasNoAccessCookie(request)) return null;
      await realm.authenticate(request);
      return meOf(request, ctx);
    }),
    route(endpoints.me, async ({ ctx, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return meOf(request, ctx);
    }),
  ];
}
