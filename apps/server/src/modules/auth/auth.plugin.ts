import fp from 'fastify-plugin';
import { AuthService, kAuthState } from './auth.service';
import { createAccessTokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login, refresh, logout and the session checks behind `authenticate` (modules/auth). */
    authService: AuthService;
  }
}

/**
 * Sessions (DESIGN §6): `authenticate` for plugins/access.ts, the CSRF check on every unsafe request (onRequest,
 * before any route's own auth), the sliding access cookie and XSRF cookie issuance (onSend).
 */
export const authPlugin = fp(
  async (app) => {
    const service = new AuthService(app, await createAccessTokens(app.config));
    app.decorate('authService', service);
    app.decorate('authenticate', (request) => service.authenticate(request));
    app.decorateRequest(kAuthState, null);

    // callback-style hooks: the common case (a safe method; an authenticated response) costs no promise
    app.addHook('onRequest', (request, _reply, done) => {
      if (!service.needsCsrfCheck(request)) return done();
      service.checkCsrf(request).then(() => done(), done);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const pending = service.onSend(request, reply);
      if (!pending) return done(null, payload);
      pending.then(() => done(null, payload), done);
    });
  },
  { name: 'auth' },
);
