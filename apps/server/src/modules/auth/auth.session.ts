import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { contextOf } from '../../lib/route';
import type { SessionRowBase } from './auth.realm';
import type { AuthService, IssuedSession, LoginClient, PresentedRefresh, RefreshRow } from './auth.service';
import {
  clearRefreshCookie,
  clearSessionCookies,
  setAccessCookie,
  setKnownDeviceCookie,
  setRefreshCookie,
  setXsrfCookie,
  type SessionCookies,
} from './cookies';
import { ANONYMOUS_BINDING, createCsrfToken, safeEqual, verifyCsrfToken } from './csrf';
import type { AccessRead } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POST /refresh: without a usable access token the CSRF token is bound to the refresh token's session. */
    csrfBinding?: 'refresh-token';
  }
}

/** Per-request auth state of one realm, computed at most once per request. */
type RequestAuthState = {
  access?: Promise<AccessRead>;
  refresh?: Promise<RefreshRow>;
  binding?: Promise<string>;
  row?: SessionRowBase;
  reissue?: { token: string; rememberMe: boolean };
  xsrfIssued?: boolean;
};

/** Where a request keeps its auth state, per realm (decorated as null by the auth plugin). */
export const kAuthState = Symbol('authState');

function stateOf(request: FastifyRequest, realm: string): RequestAuthState {
  const holder = request as unknown as Record<typeof kAuthState, Record<string, RequestAuthState> | null>;
  const states = (holder[kAuthState] ??= {});
  return (states[realm] ??= {});
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request is an API call. The matched route decides (so `//api/...` cannot dodge the CSRF check);
 * requests that match no route are treated as API calls (fail closed).
 */
function isApiRequest(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url === undefined || url.startsWith('/api/');
}

/** The session id an access-token read names: a valid or merely expired token still names its session. */
function sessionIdOf(read: AccessRead): string | null {
  return read.state === 'valid' || read.state === 'expired' ? read.claims.sid : null;
}

/** How a realm's principal is kept on the request (request.principal for staff, request.family for parents). */
export type PrincipalSlot<P> = { get(request: FastifyRequest): P | null; set(request: FastifyRequest, principal: P): void };

/**
 * The HTTP side of sessions (docs/product/auth.md#sessions) for one realm: reads its cookies once per request, sets
 * the principal, checks and issues its CSRF tokens, writes its session cookies. The decisions themselves are
 * AuthService's.
 */
export class AuthSession<Row extends SessionRowBase = SessionRowBase, P extends { sessionId: string } = { sessionId: string }> {
  private readonly csrfSecret: string;

  constructor(
    private readonly app: FastifyInstance,
    readonly service: AuthService<Row, P>,
    private readonly cookies: SessionCookies,
    private readonly slot: PrincipalSlot<P>,
    /** the realm's name: its per-request state and its CSRF tokens are its own */
    private readonly realm: string,
  ) {
    if (!app.config.csrfSecret) throw new Error('CSRF_SECRET is not configured');
    // the realm is part of the key: a staff CSRF token never passes for a family one, even for an anonymous browser
    this.csrfSecret = realm === 'staff' ? app.config.csrfSecret : `${app.config.csrfSecret}:${realm}`;
  }

  private state(request: FastifyRequest): RequestAuthState {
    return stateOf(request, this.realm);
  }

  private get config(): Config {
    return this.app.config;
  }

  // ---------------------------------------------------------------- cookies read once per request

  private readAccess(request: FastifyRequest): Promise<AccessRead> {
    const state = this.state(request);
    return (state.access ??= this.service.tokens.read(request.cookies?.[this.cookies.access.name]));
  }

  private readRefresh(request: FastifyRequest): Promise<RefreshRow> {
    const state = this.state(request);
    const raw = request.cookies?.[this.cookies.refresh.name];
    if (!raw) return Promise.resolve(undefined);
    return (state.refresh ??= this.service.findRefresh(this.app.db, raw));
  }

  /** Whether the browser sent no access cookie at all (never signed in here, or signed out). */
  hasNoAccessCookie(request: FastifyRequest): boolean {
    return !request.cookies?.[this.cookies.access.name];
  }

  /** The session row `authenticate` loaded for this request (so /me needs no second query). */
  rowOf(request: FastifyRequest): Row | undefined {
    return this.state(request).row as Row | undefined;
  }

  // ---------------------------------------------------------------- authenticate

  /** Verifies the access cookie, loads session + account in one query, sets the principal (see plugins/access.ts). */
  async authenticate(request: FastifyRequest): Promise<P> {
    const known = this.slot.get(request);
    if (known) return known;
    const read = await this.readAccess(request);
    if (read.state === 'none') throw new AppError('NO_AT');
    if (read.state === 'invalid') throw new AppError('AT_INVALID');
    if (read.state === 'expired') throw new AppError('AT_EXPIRED');
    const { principal, row, reissue } = await this.service.authenticate(contextOf(this.app, request), read.claims);
    this.slot.set(request, principal);
    const state = this.state(request);
    state.row = row;
    if (reissue) state.reissue = reissue;
    return principal;
  }

  // ---------------------------------------------------------------- what login, refresh and logout need from the request

  /** The client of a sign-in: address, user agent and the session its access cookie still names. */
  async loginClient(request: FastifyRequest): Promise<LoginClient> {
    return {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      previousSessionId: sessionIdOf(await this.readAccess(request)),
      knownDevice: request.cookies?.[this.cookies.knownDevice.name],
    };
  }

  /** The remember-me cookie and its stored row (already looked up when the CSRF check bound to it). */
  async presentedRefresh(request: FastifyRequest): Promise<PresentedRefresh> {
    const token = request.cookies?.[this.cookies.refresh.name];
    return token ? { token, stored: await this.readRefresh(request) } : { token };
  }

  /** The session a sign-out ends: the access token's (even expired), else the remember-me token's. */
  async sessionToEnd(request: FastifyRequest): Promise<string | null> {
    return sessionIdOf(await this.readAccess(request)) ?? (await this.readRefresh(request))?.sessionId ?? null;
  }

  // ---------------------------------------------------------------- CSRF

  /** The session a CSRF token must be bound to: the AT's sid (expiry ignored), the RT's session on /refresh, or anon. */
  private csrfBinding(request: FastifyRequest): Promise<string> {
    const state = this.state(request);
    return (state.binding ??= (async () => {
      const sid = sessionIdOf(await this.readAccess(request));
      if (sid) return sid;
      if (request.routeOptions.config?.csrfBinding === 'refresh-token') {
        const refresh = await this.readRefresh(request);
        if (refresh) return refresh.sessionId;
      }
      return ANONYMOUS_BINDING;
    })());
  }

  /** Whether onRequest must check CSRF: unsafe API requests only (most calls skip the async path entirely). */
  needsCsrfCheck(request: FastifyRequest): boolean {
    return UNSAFE_METHODS.has(request.method) && isApiRequest(request);
  }

  /** onRequest: every unsafe API request carries X-XSRF-TOKEN equal to the cookie and valid for its binding. */
  async checkCsrf(request: FastifyRequest): Promise<void> {
    if (!this.needsCsrfCheck(request)) return;
    const header = request.headers['x-xsrf-token'];
    const cookie = request.cookies?.[this.cookies.xsrf];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) throw new AppError('CSRF');
    if (!verifyCsrfToken(this.csrfSecret, header, await this.csrfBinding(request))) throw new AppError('CSRF');
  }

  private issueXsrf(request: FastifyRequest, reply: FastifyReply, binding: string) {
    this.state(request).xsrfIssued = true;
    setXsrfCookie(reply, this.config, this.cookies, createCsrfToken(this.csrfSecret, binding));
  }

  /**
   * onSend: the sliding access cookie, and a fresh XSRF cookie when the client's is missing or bound elsewhere.
   * An authenticated request knows its binding (the session id) already, so it finishes without a promise.
   */
  onSend(request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
    const state = this.state(request);
    if (state.reissue) setAccessCookie(reply, this.config, this.cookies, state.reissue.token, state.reissue.rememberMe);
    if (state.xsrfIssued) return undefined;
    if (!isApiRequest(request) && !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return undefined;
    const principal = this.slot.get(request);
    if (principal) {
      this.ensureXsrf(request, reply, principal.sessionId);
      return undefined;
    }
    return this.csrfBinding(request).then(
      (binding) => this.ensureXsrf(request, reply, binding),
      () => undefined, // the response is going out anyway; the client gets a cookie on its next request
    );
  }

  private ensureXsrf(request: FastifyRequest, reply: FastifyReply, binding: string): void {
    if (!verifyCsrfToken(this.csrfSecret, request.cookies?.[this.cookies.xsrf], binding)) this.issueXsrf(request, reply, binding);
  }

  // ---------------------------------------------------------------- session cookies

  /** Login/refresh: AT (+ RT with remember-me) and an XSRF token bound to the session. */
  start(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
    setAccessCookie(reply, this.config, this.cookies, session.accessToken, session.rememberMe);
    if (session.refreshToken && session.refreshExpiresAt) {
      setRefreshCookie(reply, this.config, this.cookies, session.refreshToken, session.refreshExpiresAt);
    } else clearRefreshCookie(reply, this.config, this.cookies);
    if (session.knownDevice) setKnownDeviceCookie(reply, this.config, this.cookies, session.knownDevice);
    this.state(request).reissue = undefined;
    this.issueXsrf(request, reply, session.sessionId);
  }

  /** Logout: the session cookies go, and an anonymous XSRF token replaces the session's. */
  end(request: FastifyRequest, reply: FastifyReply) {
    clearSessionCookies(reply, this.config, this.cookies);
    this.state(request).reissue = undefined;
    this.issueXsrf(request, reply, ANONYMOUS_BINDING);
  }
}
