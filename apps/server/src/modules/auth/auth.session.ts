import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '@kg/contract';
import type { Config } from '../../config';
import type { Principal } from '../../lib/principal';
import { AppError } from '../../lib/errors';
import { contextOf } from '../../lib/route';
import type { AuthRow } from './auth.repository';
import type { AuthService, IssuedSession, LoginClient, PresentedRefresh, RefreshRow } from './auth.service';
import {
  ACCESS_COOKIE,
  KNOWN_DEVICE_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  clearSessionCookies,
  setAccessCookie,
  setKnownDeviceCookie,
  setRefreshCookie,
  setXsrfCookie,
} from './cookies';
import { ANONYMOUS_BINDING, createCsrfToken, safeEqual, verifyCsrfToken } from './csrf';
import type { AccessRead } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POST /refresh: without a usable access token the CSRF token is bound to the refresh token's session. */
    csrfBinding?: 'refresh-token';
  }
}

/** Per-request auth state, computed at most once per request. */
type RequestAuthState = {
  access?: Promise<AccessRead>;
  refresh?: Promise<RefreshRow>;
  binding?: Promise<string>;
  row?: AuthRow;
  reissue?: { token: string; rememberMe: boolean };
  xsrfIssued?: boolean;
};

export const kAuthState = Symbol('authState');

function stateOf(request: FastifyRequest): RequestAuthState {
  const holder = request as unknown as Record<typeof kAuthState, RequestAuthState | null>;
  return (holder[kAuthState] ??= {});
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

/**
 * The HTTP side of sessions (docs/product/auth.md#sessions): reads the cookies once per request, sets
 * request.principal, checks and issues CSRF tokens, writes the session cookies. The decisions themselves are
 * AuthService's.
 */
export class AuthSession {
  private readonly csrfSecret: string;

  constructor(
    private readonly app: FastifyInstance,
    private readonly service: AuthService,
  ) {
    if (!app.config.csrfSecret) throw new Error('CSRF_SECRET is not configured');
    this.csrfSecret = app.config.csrfSecret;
  }

  private get config(): Config {
    return this.app.config;
  }

  // ---------------------------------------------------------------- cookies read once per request

  private readAccess(request: FastifyRequest): Promise<AccessRead> {
    const state = stateOf(request);
    return (state.access ??= this.service.tokens.read(request.cookies?.[ACCESS_COOKIE]));
  }

  private readRefresh(request: FastifyRequest): Promise<RefreshRow> {
    const state = stateOf(request);
    const raw = request.cookies?.[REFRESH_COOKIE];
    if (!raw) return Promise.resolve(undefined);
    return (state.refresh ??= this.service.findRefresh(this.app.db, raw));
  }

  /** Whether the browser sent no access cookie at all (never signed in here, or signed out). */
  hasNoAccessCookie(request: FastifyRequest): boolean {
    return !request.cookies?.[ACCESS_COOKIE];
  }

  /** The session row `authenticate` loaded for this request (so /me needs no second query). */
  rowOf(request: FastifyRequest): AuthRow | undefined {
    return stateOf(request).row;
  }

  // ---------------------------------------------------------------- authenticate

  /** Verifies the AT cookie, loads session + teacher in one query, sets request.principal (see plugins/access.ts). */
  async authenticate(request: FastifyRequest): Promise<Principal> {
    if (request.principal) return request.principal;
    const read = await this.readAccess(request);
    if (read.state === 'none') throw new AppError('NO_AT');
    if (read.state === 'invalid') throw new AppError('AT_INVALID');
    if (read.state === 'expired') throw new AppError('AT_EXPIRED');
    const { principal, row, reissue } = await this.service.authenticate(contextOf(this.app, request), read.claims);
    request.principal = principal;
    const state = stateOf(request);
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
      knownDevice: request.cookies?.[KNOWN_DEVICE_COOKIE],
    };
  }

  /** The remember-me cookie and its stored row (already looked up when the CSRF check bound to it). */
  async presentedRefresh(request: FastifyRequest): Promise<PresentedRefresh> {
    const token = request.cookies?.[REFRESH_COOKIE];
    return token ? { token, stored: await this.readRefresh(request) } : { token };
  }

  /** The session a sign-out ends: the access token's (even expired), else the remember-me token's. */
  async sessionToEnd(request: FastifyRequest): Promise<string | null> {
    return sessionIdOf(await this.readAccess(request)) ?? (await this.readRefresh(request))?.sessionId ?? null;
  }

  // ---------------------------------------------------------------- CSRF

  /** The session a CSRF token must be bound to: the AT's sid (expiry ignored), the RT's session on /refresh, or anon. */
  private csrfBinding(request: FastifyRequest): Promise<string> {
    const state = stateOf(request);
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
    const cookie = request.cookies?.[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) throw new AppError('CSRF');
    if (!verifyCsrfToken(this.csrfSecret, header, await this.csrfBinding(request))) throw new AppError('CSRF');
  }

  private issueXsrf(request: FastifyRequest, reply: FastifyReply, binding: string) {
    stateOf(request).xsrfIssued = true;
    setXsrfCookie(reply, this.config, createCsrfToken(this.csrfSecret, binding));
  }

  /**
   * onSend: the sliding access cookie, and a fresh XSRF cookie when the client's is missing or bound elsewhere.
   * An authenticated request knows its binding (the session id) already, so it finishes without a promise.
   */
  onSend(request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
    const state = stateOf(request);
    if (state.reissue) setAccessCookie(reply, this.config, state.reissue.token, state.reissue.rememberMe);
    if (state.xsrfIssued) return undefined;
    if (!isApiRequest(request) && !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return undefined;
    if (request.principal) {
      this.ensureXsrf(request, reply, request.principal.sessionId);
      return undefined;
    }
    return this.csrfBinding(request).then(
      (binding) => this.ensureXsrf(request, reply, binding),
      () => undefined, // the response is going out anyway; the client gets a cookie on its next request
    );
  }

  private ensureXsrf(request: FastifyRequest, reply: FastifyReply, binding: string): void {
    if (!verifyCsrfToken(this.csrfSecret, request.cookies?.[XSRF_COOKIE], binding)) this.issueXsrf(request, reply, binding);
  }

  // ---------------------------------------------------------------- session cookies

  /** Login/refresh: AT (+ RT with remember-me) and an XSRF token bound to the session. */
  start(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
    setAccessCookie(reply, this.config, session.accessToken, session.rememberMe);
    if (session.refreshToken && session.refreshExpiresAt) setRefreshCookie(reply, this.config, session.refreshToken, session.refreshExpiresAt);
    else reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    if (session.knownDevice) setKnownDeviceCookie(reply, this.config, session.knownDevice);
    stateOf(request).reissue = undefined;
    this.issueXsrf(request, reply, session.sessionId);
  }

  /** Logout: the session cookies go, and an anonymous XSRF token replaces the session's. */
  end(request: FastifyRequest, reply: FastifyReply) {
    clearSessionCookies(reply, this.config);
    stateOf(request).reissue = undefined;
    this.issueXsrf(request, reply, ANONYMOUS_BINDING);
  }
}
