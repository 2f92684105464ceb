import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FAMILY_API_BASE, type LoginData } from '@kg/contract';
import type { FamilyPrincipal, Principal } from '../../lib/principal';
import { familyRealm, type FamilyAuthRow, type FamilyData } from '../family/family-auth.realm';
import type { AuthRow } from './auth.repository';
import { AuthService } from './auth.service';
import { AuthSession, kAuthState } from './auth.session';
import { staffRealm } from './auth.staff-realm';
import { FAMILY_COOKIES, STAFF_COOKIES } from './cookies';
import { FAMILY_TOKENS, STAFF_TOKENS, createAccessTokens } from './tokens';

export type StaffAuthService = AuthService<AuthRow, Principal, LoginData>;
export type FamilyAuthService = AuthService<FamilyAuthRow, FamilyPrincipal, FamilyData>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Login, refresh, logout and the session checks behind `authenticate` (modules/auth). */
    authService: StaffAuthService;
    /** The HTTP side of sessions: cookies, per-request auth state, CSRF (auth.session.ts). */
    authSession: AuthSession<AuthRow, Principal>;
    /** The same for the parent app (docs/decisions/007-family-sessions.md). */
    familyAuthService: FamilyAuthService;
    familySession: AuthSession<FamilyAuthRow, FamilyPrincipal>;
  }
}

/** Family calls, and only they, belong to the family realm: its cookies are scoped to FAMILY_API_BASE. */
const isFamilyRequest = (request: FastifyRequest) => (request.routeOptions.url ?? request.url).startsWith(`${FAMILY_API_BASE}/`);

/**
 * Sessions (docs/product/auth.md#sessions): `authenticate` and `authenticateFamily` for plugins/access.ts, the CSRF
 * check on every unsafe request (onRequest, before any route's own auth), the sliding access cookie and XSRF cookie
 * issuance (onSend) — each request by the realm it belongs to.
 */
export const authPlugin = fp(
  async (app) => {
    const deps = { database: app.database, config: app.config };
    const staffService: StaffAuthService = new AuthService({ ...deps, tokens: await createAccessTokens(app.config, STAFF_TOKENS) }, staffRealm);
    const familyService: FamilyAuthService = new AuthService({ ...deps, tokens: await createAccessTokens(app.config, FAMILY_TOKENS) }, familyRealm);
    const staff = new AuthSession(app, staffService, STAFF_COOKIES, {
      get: (request) => request.principal,
      set: (request, principal) => (request.principal = principal),
    }, 'staff');
    const family = new AuthSession(app, familyService, FAMILY_COOKIES, {
      get: (request) => request.family,
      set: (request, principal) => (request.family = principal),
    }, 'family');
    app.decorate('authService', staffService);
    app.decorate('authSession', staff);
    app.decorate('familyAuthService', familyService);
    app.decorate('familySession', family);
    app.decorate('authenticate', (request) => staff.authenticate(request));
    app.decorate('authenticateFamily', (request) => family.authenticate(request));
    app.decorateRequest(kAuthState, null);
    app.addHook('onClose', async () => {
      await Promise.all([staffService.close(), familyService.close()]);
    });
    const sessionOf = (request: FastifyRequest) => (isFamilyRequest(request) ? family : staff);

    // callback-style hooks: the common case (a safe method; an authenticated response) costs no promise
    app.addHook('onRequest', (request, _reply, done) => {
      const session = sessionOf(request);
      if (!session.needsCsrfCheck(request)) return done();
      session.checkCsrf(request).then(() => done(), done);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const pending = sessionOf(request).onSend(request, reply);
      if (!pending) return done(null, payload);
      pending.then(() => done(null, payload), done);
    });
  },
  { name: 'auth' },
);
