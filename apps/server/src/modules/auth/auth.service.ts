import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, type LoginBody, type LoginData } from '@kg/contract';
import type { Principal } from '../../plugins/access';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { DbOrTx } from '../../db/client';
import {
  countIpFailures,
  createSession,
  findAuthRow,
  findRefreshToken,
  findTeacherForLogin,
  insertRefreshToken,
  markLoginSuccess,
  markRefreshTokenUsed,
  prepareAuthRowQuery,
  pruneLoginAttempts,
  recordLoginAttempt,
  registerLoginFailure,
  revokeSession,
  touchSession,
  type AuthRow,
} from './auth.repository';
import { toLoginData } from './auth.presenter';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  clearSessionCookies,
  setAccessCookie,
  setRefreshCookie,
  setXsrfCookie,
} from './cookies';
import { ANONYMOUS_BINDING, createCsrfToken, safeEqual, verifyCsrfToken } from './csrf';
import { SessionRowCache } from './session-cache';
import { hashRefreshToken, newRefreshToken, nowSeconds, type AccessRead, type AccessTokens } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POST /refresh: without a usable access token the CSRF token is bound to the refresh token's session. */
    csrfBinding?: 'refresh-token';
  }
}

const IP_WINDOW_MS = 15 * 60_000;
/** The access token is re-issued when older than this (sliding expiry). */
const REISSUE_AFTER_SECONDS = 60;
const LAST_SEEN_EVERY_MS = 60_000;

type RefreshRow = Awaited<ReturnType<typeof findRefreshToken>>;

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

/** The session row `authenticate` loaded for this request (so /me needs no second query). */
export function authRowOf(request: FastifyRequest): AuthRow | undefined {
  return stateOf(request).row;
}

/** What login and refresh hand to the route: the response data plus the cookies to set. */
export type IssuedSession = {
  data: LoginData;
  sessionId: string;
  rememberMe: boolean;
  accessToken: string;
  refreshToken: string | null;
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request is an API call. The matched route decides (so `//api/...` cannot dodge the CSRF check);
 * requests that match no route are treated as API calls (fail closed).
 */
function isApiRequest(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url === undefined || url.startsWith('/api/');
}

export class AuthService {
  private readonly dummyHash: Promise<string>;
  private readonly queryAuthRow: (sid: string) => Promise<AuthRow | undefined>;
  /** Lookups in flight by session id: concurrent requests of one session (a page firing several calls) share one. */
  private readonly inflight = new Map<string, Promise<AuthRow | undefined>>();
  private readonly rowCache: SessionRowCache | null;
  private readonly csrfSecret: string;

  constructor(
    private readonly app: FastifyInstance,
    readonly tokens: AccessTokens,
  ) {
    if (!app.config.csrfSecret) throw new Error('CSRF_SECRET is not configured');
    this.csrfSecret = app.config.csrfSecret;
    this.queryAuthRow = prepareAuthRowQuery(app.database);
    this.rowCache = SessionRowCache.forDatabase(app.database);
    // Unknown login ids still pay for one argon2 verify, so response time does not reveal which ids exist.
    this.dummyHash = hashPassword(crypto.randomBytes(18).toString('base64url'));
    this.dummyHash.catch(() => undefined);
  }

  private get config() {
    return this.app.config;
  }

  private get db() {
    return this.app.db;
  }

  // ---------------------------------------------------------------- token reading (cached per request)

  /**
   * Session + teacher row for a session id: one indexed query; requests that arrive while the same session's lookup
   * is running share it. On PGlite a change-invalidated cache sits in front (see session-cache.ts).
   */
  private loadAuthRow(sid: string): Promise<AuthRow | undefined> {
    return this.rowCache ? this.rowCache.get(sid, (id) => this.sharedLookup(id)) : this.sharedLookup(sid);
  }

  private sharedLookup(sid: string): Promise<AuthRow | undefined> {
    const running = this.inflight.get(sid);
    if (running) return running;
    const lookup = this.queryAuthRow(sid).finally(() => this.inflight.delete(sid));
    this.inflight.set(sid, lookup);
    return lookup;
  }

  readAccess(request: FastifyRequest): Promise<AccessRead> {
    const state = stateOf(request);
    return (state.access ??= this.tokens.read(request.cookies?.[ACCESS_COOKIE]));
  }

  private readRefresh(request: FastifyRequest): Promise<RefreshRow> {
    const state = stateOf(request);
    const raw = request.cookies?.[REFRESH_COOKIE];
    if (!raw) return Promise.resolve(undefined);
    return (state.refresh ??= findRefreshToken(this.db, hashRefreshToken(raw)));
  }

  // ---------------------------------------------------------------- authenticate

  /** Verifies the AT cookie, loads session + teacher in one query, sets request.principal (see plugins/access.ts). */
  async authenticate(request: FastifyRequest): Promise<Principal> {
    if (request.principal) return request.principal;
    const read = await this.readAccess(request);
    if (read.state === 'none') throw new AppError('NO_AT');
    if (read.state === 'invalid') throw new AppError('AT_INVALID');
    if (read.state === 'expired') throw new AppError('AT_EXPIRED');
    const { claims } = read;

    const row = await this.loadAuthRow(claims.sid);
    if (!row || row.revokedAt || row.teacherId !== Number(claims.sub)) throw new AppError('INVALID_TOKEN');
    if (!row.active || row.role !== claims.role) {
      // A deactivated teacher, or one whose role changed, must sign in again: end the session for good.
      await this.endSession(this.db, request, row, row.active ? 'ROLE_CHANGED' : 'DEACTIVATED');
      throw new AppError('INVALID_TOKEN');
    }

    const principal: Principal = {
      tno: row.teacherId,
      loginId: row.loginId,
      name: row.name,
      role: row.role,
      classId: row.classId,
      sessionId: row.sessionId,
    };
    request.principal = principal;
    const state = stateOf(request);
    state.row = row;

    const now = nowSeconds();
    if (now - claims.iat > REISSUE_AFTER_SECONDS) {
      const { token } = await this.tokens.sign({
        tno: row.teacherId,
        sid: row.sessionId,
        role: row.role,
        authTime: claims.auth_time,
        now,
      });
      state.reissue = { token, rememberMe: row.rememberMe };
    }
    if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      const seen = new Date();
      await touchSession(this.db, row.sessionId, seen);
      row.lastSeenAt = seen; // the row may be shared (cache, concurrent requests): they need not write again
    }
    return principal;
  }

  // ---------------------------------------------------------------- CSRF

  /** The session a CSRF token must be bound to: the AT's sid (expiry ignored), the RT's session on /refresh, or anon. */
  csrfBinding(request: FastifyRequest): Promise<string> {
    const state = stateOf(request);
    return (state.binding ??= (async () => {
      const read = await this.readAccess(request);
      if (read.state === 'valid' || read.state === 'expired') return read.claims.sid;
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

  issueXsrf(request: FastifyRequest, reply: FastifyReply, binding: string) {
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

  /** Login/refresh: AT (+ RT with remember-me) and an XSRF token bound to the session. */
  setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
    setAccessCookie(reply, this.config, session.accessToken, session.rememberMe);
    if (session.refreshToken) setRefreshCookie(reply, this.config, session.refreshToken);
    else reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    stateOf(request).reissue = undefined;
    this.issueXsrf(request, reply, session.sessionId);
  }

  // ---------------------------------------------------------------- login

  async login(request: FastifyRequest, body: LoginBody): Promise<IssuedSession> {
    const { db, config } = this;
    const ip = request.ip;
    const now = new Date();

    const recentFailures = await countIpFailures(db, ip, new Date(now.getTime() - IP_WINDOW_MS));
    if (recentFailures >= config.auth.ipMaxPer15Min) throw new AppError('RATE_LIMITED');

    const teacher = await findTeacherForLogin(db, body.teacherId);
    if (!teacher) {
      await verifyPassword(await this.dummyHash, body.passwd);
      await recordLoginAttempt(db, ip, null, false); // the id is not kept: it may be a mistyped password
      throw new AppError('LOGIN_FAILED');
    }
    const audit = (tx: DbOrTx, action: string, detail: Record<string, unknown>) =>
      writeAudit(tx, request, {
        action,
        subjectType: 'TEACHER',
        subjectId: teacher.id,
        actor: { id: teacher.id, loginId: teacher.loginId, role: teacher.role },
        detail,
      });

    if (teacher.lockedUntil && teacher.lockedUntil > now) {
      await db.transaction(async (tx) => {
        await recordLoginAttempt(tx, ip, teacher.loginId, false);
        await audit(tx, 'LOGIN_FAILED', { reason: 'LOCKED' });
      });
      throw new AppError('ACCOUNT_LOCKED');
    }

    if (!(await verifyPassword(teacher.passwordHash, body.passwd))) {
      const lockUntil = new Date(now.getTime() + config.auth.lockMinutes * 60_000);
      const locked = await db.transaction(async (tx) => {
        const result = await registerLoginFailure(tx, teacher.id, now, config.auth.maxFailures, lockUntil);
        await recordLoginAttempt(tx, ip, teacher.loginId, false);
        await audit(tx, 'LOGIN_FAILED', { reason: 'PASSWORD', failedCount: result.failedCount });
        if (result.lockedUntil) {
          await audit(tx, 'ACCOUNT_LOCKED', { failedCount: result.failedCount, lockedUntil: result.lockedUntil.toISOString() });
        }
        return result.lockedUntil !== null;
      });
      throw new AppError(locked ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED');
    }

    if (!teacher.active) {
      await db.transaction(async (tx) => {
        await recordLoginAttempt(tx, ip, teacher.loginId, false);
        await audit(tx, 'LOGIN_FAILED', { reason: 'DISABLED' });
      });
      throw new AppError('ACCOUNT_DISABLED');
    }

    // The browser's previous session (if its cookie is still here) ends: this browser now holds the new one.
    const previous = await this.readAccess(request);
    const previousSid = previous.state === 'valid' || previous.state === 'expired' ? previous.claims.sid : null;

    const sid = crypto.randomUUID();
    const refresh = body.rememberMe ? newRefreshToken() : null;
    await db.transaction(async (tx) => {
      if (previousSid) await revokeSession(tx, previousSid, 'RELOGIN', now);
      await markLoginSuccess(tx, teacher.id, now);
      await createSession(tx, {
        id: sid,
        teacherId: teacher.id,
        rememberMe: body.rememberMe,
        ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousLoginAt: teacher.lastLoginAt,
        now,
      });
      if (refresh) await insertRefreshToken(tx, sid, refresh.hash, this.refreshExpiry(now));
      await recordLoginAttempt(tx, ip, teacher.loginId, true);
      await audit(tx, 'LOGIN_SUCCESS', { sessionId: sid, rememberMe: body.rememberMe });
    });
    if (Math.random() < 0.01) await pruneLoginAttempts(db, new Date(now.getTime() - 24 * 3600_000)).catch(() => undefined);

    const { token } = await this.tokens.sign({ tno: teacher.id, sid, role: teacher.role, authTime: nowSeconds() });
    return {
      data: toLoginData({ ...teacher, teacherId: teacher.id, previousLoginAt: teacher.lastLoginAt }),
      sessionId: sid,
      rememberMe: body.rememberMe,
      accessToken: token,
      refreshToken: refresh?.token ?? null,
    };
  }

  private refreshExpiry(now: Date): Date {
    return new Date(now.getTime() + this.config.auth.rememberMeDays * 24 * 3600_000);
  }

  // ---------------------------------------------------------------- refresh

  /** Rotates the remember-me token; a rotated token presented again ends the whole session (family). */
  async refresh(request: FastifyRequest): Promise<IssuedSession> {
    if (!request.cookies?.[REFRESH_COOKIE]) throw new AppError('NO_REFRESH');
    const now = new Date();
    const token = await this.readRefresh(request);
    if (!token || token.revokedAt || token.expiresAt <= now) throw new AppError('INVALID_TOKEN');
    const row = await findAuthRow(this.db, token.sessionId);
    if (!row || row.revokedAt) throw new AppError('INVALID_TOKEN');
    if (token.usedAt) {
      await this.reuseDetected(request, row, token.id);
      throw new AppError('INVALID_TOKEN');
    }
    if (!row.active) {
      await this.endSession(this.db, request, row, 'DEACTIVATED');
      throw new AppError('INVALID_TOKEN');
    }

    const next = newRefreshToken();
    const rotated = await this.db.transaction(async (tx) => {
      if (!(await markRefreshTokenUsed(tx, token.id, now))) return false;
      await insertRefreshToken(tx, row.sessionId, next.hash, this.refreshExpiry(now));
      await touchSession(tx, row.sessionId, now);
      return true;
    });
    if (!rotated) {
      await this.reuseDetected(request, row, token.id);
      throw new AppError('INVALID_TOKEN');
    }

    // A new absolute window: remember-me keeps the user signed in across days.
    const { token: accessToken } = await this.tokens.sign({
      tno: row.teacherId,
      sid: row.sessionId,
      role: row.role,
      authTime: nowSeconds(),
    });
    return { data: toLoginData(row), sessionId: row.sessionId, rememberMe: true, accessToken, refreshToken: next.token };
  }

  private async reuseDetected(request: FastifyRequest, row: AuthRow, tokenId: number) {
    await this.db.transaction(async (tx) => {
      await writeAudit(tx, request, {
        action: 'REFRESH_REUSE_DETECTED',
        subjectType: 'TEACHER',
        subjectId: row.teacherId,
        actor: { id: row.teacherId, loginId: row.loginId, role: row.role },
        detail: { sessionId: row.sessionId, refreshTokenId: tokenId },
      });
      await this.endSession(tx, request, row, 'REFRESH_REUSE');
    });
  }

  /** Revokes a session and its refresh tokens, with a SESSION_REVOKED audit row. */
  private async endSession(db: DbOrTx, request: FastifyRequest, row: AuthRow, reason: string) {
    const revoked = await revokeSession(db, row.sessionId, reason, new Date());
    if (!revoked) return;
    await writeAudit(db, request, {
      action: 'SESSION_REVOKED',
      subjectType: 'TEACHER',
      subjectId: row.teacherId,
      actor: { id: row.teacherId, loginId: row.loginId, role: row.role },
      detail: { sessionId: row.sessionId, reason },
    });
  }

  // ---------------------------------------------------------------- logout

  /** Ends the session named by the AT (even expired) or the RT, and clears the cookies. */
  async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const read = await this.readAccess(request);
    let sid = read.state === 'valid' || read.state === 'expired' ? read.claims.sid : null;
    if (!sid) sid = (await this.readRefresh(request))?.sessionId ?? null;
    if (sid) {
      const row = await findAuthRow(this.db, sid);
      if (row && !row.revokedAt) {
        await this.db.transaction(async (tx) => {
          await revokeSession(tx, row.sessionId, 'LOGOUT', new Date());
          await writeAudit(tx, request, {
            action: 'LOGOUT',
            subjectType: 'TEACHER',
            subjectId: row.teacherId,
            actor: { id: row.teacherId, loginId: row.loginId, role: row.role },
            detail: { sessionId: row.sessionId },
          });
        });
      }
    }
    clearSessionCookies(reply, this.config);
    stateOf(request).reissue = undefined;
    this.issueXsrf(request, reply, ANONYMOUS_BINDING);
  }
}
