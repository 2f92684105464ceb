import fp from 'fastify-plugin';
import { AuthService } from './auth.service';
import { AuthSession, kAuthState } from './auth.session';
import { createAccessTokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login, refresh, logout and the session checks behind `authenticate` (modules/auth). */
    authService: AuthService;
    /** The HTTP side of sessions: cookies, per-request auth state, CSRF (auth.session.ts). */
    authSession: AuthSession;
  }
}

/**
 * Sessions (docs/product/auth.md#sessions): `authenticate` for plugins/access.ts, the CSRF check on every unsafe
 * request (onRequest, before any route's own auth), the sliding access cookie and XSRF cookie issuance (onSend).
 */
export const authPlugin = fp(
  async (app) => {
    const service = new AuthService({ database: app.database, config: app.config, tokens: await createAccessTokens(app.config) });
    const session = new AuthSession(app, service);
    app.decorate('authService', service);
    app.decorate('authSession', session);
    app.decorate('authenticate', (request) => session.authenticate(request));
    app.decorateRequest(kAuthState, null);

    // callback-style hooks: the common case (a safe method; an authenticated response) costs no promise
    app.addHook('onRequest', (request, _reply, done) => {
      if (!session.needsCsrfCheck(request)) return done();
      session.checkCsrf(request).then(() => done(), done);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const pending = session.onSend(request, reply);
      if (!pending) return done(null, payload);
      pending.then(() => done(null, payload), done);
    });
  },
  { name: 'auth' },
);
