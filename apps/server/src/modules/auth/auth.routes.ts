import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBodySchema, loginDataSchema, meDataSchema, okSchema } from '@kg/contract';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { AppError } from '../../lib/errors';
import { authRowOf } from './auth.service';
import { toMeData } from './auth.presenter';

/** /api/v2/login, /refresh, /logout, /me (DESIGN §6). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = app.authService;
  /** Per-IP request cap on login/refresh on top of the failure counts (@fastify/rate-limit, in memory per instance). */
  const LOGIN_RATE_LIMIT = { max: app.config.auth.loginRatePerMinute, timeWindow: '1 minute' };

  app.post(
    '/login',
    {
      schema: { tags: ['auth'], summary: 'Sign in', body: loginBodySchema, response: responses(loginDataSchema) },
      config: { access: 'public', rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request, reply) => {
      const session = await auth.login(request, request.body);
      auth.setSessionCookies(request, reply, session);
      reply.header('cache-control', 'no-store');
      return ok(session.data);
    },
  );

  app.post(
    '/refresh',
    {
      schema: { tags: ['auth'], summary: 'Rotate the remember-me token', response: responses(loginDataSchema) },
      // public: it authenticates by the refresh-token cookie itself
      config: { access: 'public', csrfBinding: 'refresh-token', rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request, reply) => {
      const session = await auth.refresh(request);
      auth.setSessionCookies(request, reply, session);
      reply.header('cache-control', 'no-store');
      return ok(session.data);
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags: ['auth'], summary: 'Sign out', response: responses(okSchema) },
      // public so an expired session can still sign out; the CSRF check still applies
      config: { access: 'public' },
    },
    async (request, reply) => {
      await auth.logout(request, reply);
      return ok(null);
    },
  );

  app.get(
    '/me',
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: responses(meDataSchema) },
      config: { access: 'authenticated' },
    },
    async (request, reply) => {
      const row = authRowOf(request);
      if (!row) throw new AppError('UNAUTHORIZED');
      reply.header('cache-control', 'no-store');
      return ok(toMeData(row));
    },
  );
}
