import crypto from 'node:crypto';
import type { Config } from '../../config';
import type { DatabaseHandle, DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  createSession,
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  pruneLoginAttempts,
  findRefreshTokenById,
  revokeSession,
  touchSession,
  type AuthRow,
} from './auth.repository';
import { toMeData } from './auth.presenter';
import type { LoginAccount, SessionRealm, SessionRowBase } from './auth.realm';
import { SessionRowCache } from './session-cache';
import { accountKeyOf, LoginThrottle, readKnownDevice, rememberDevice, type AttemptSource } from './login-throttle';
import { hashRefreshToken, newRefreshToken, nowSeconds, successorOf, type AccessClaims, type AccessTokens } from './tokens';

const LAST_SEEN_EVERY_MS = 60_000;

/** A stored remember-me token (or none) as `findRefresh` returns it. */
export type RefreshRow = Awaited<ReturnType<typeof findRefreshToken>>;

/** What login and refresh hand back: the response data plus the tokens the HTTP side puts in cookies. */
export type IssuedSession<Data = unknown> = {
  data: Data;
  sessionId: string;
  rememberMe: boolean;
  accessToken: string;
  refreshToken: string | null;
  /** when the remember-me token (and its cookie) ends */
  refreshExpiresAt: Date | null;
  /** login only: the known-device cookie for this browser (login-throttle.ts) */
  knownDevice?: string;
};

/** A verified session: who is signed in, the row it was read from, and a fresh access token when the old one aged. */
export type ActiveSession<Row = SessionRowBase, P = unknown> = {
  principal: P;
  row: Row;
  reissue: { token: string; rememberMe: boolean } | null;
};

/** Where a sign-in comes from (the login-attempt counters and the session row keep it). */
export type LoginClient = {
  ip: string;
  userAgent: string | null;
  /** The session this browser still names in its access cookie (even expired): it ends when the new one starts. */
  previousSessionId: string | null;
  /** The known-device cookie as sent (login-throttle.ts). */
  knownDevice: string | undefined;
};

/** What a sign-in sends; `centreId` only for staff (the centre to start in). */
export type LoginCredentials = { loginId: string; passwd: string; rememberMe: boolean; centreId?: number };

/** A remember-me token presented to /refresh: the cookie's value and, if already looked up, its stored row. */

export type PresentedRefresh = { token: string | undefined; stored?: RefreshRow };

export type AuthServiceDeps = { database: DatabaseHandle; config: Config; tokens: AccessTokens };

/**
 * Credential checks, session creation, refresh rotation and sign-out bookkeeping (docs/product/auth.md) for one realm
 * (auth.realm.ts: staff or the parent app). Nothing of HTTP: cookies, per-request state and CSRF live in
 * auth.session.ts, which hands plain values in.
 */
export class AuthService<Row extends SessionRowBase = SessionRowBase, P = unknown, Data = unknown> {
  readonly tokens: AccessTokens;
  private readonly config: Config;
  private readonly dummyHash: Promise<string>;
  private readonly queryAuthRow: (sid: string) => Promise<Row | undefined>;
  /** Lookups in flight by session id: concurrent requests of one session (a page firing several calls) share one. */
  private readonly inflight = new Map<string, Promise<Row | undefined>>();
  private readonly rowCache: SessionRowCache<Row> | null;
  private readonly throttle: LoginThrottle;
  private readonly deviceSecret: string;
  private readonly refreshSecret: string;

  constructor(
    deps: AuthServiceDeps,
    readonly realm: SessionRealm<Row, P, Data>,
  ) {
    this.tokens = deps.tokens;
    this.config = deps.config;
    this.queryAuthRow = realm.prepareRowQuery(deps.database);
    this.rowCache = SessionRowCache.forDatabase<Row>(deps.database);
    this.throttle = new LoginThrottle(deps.config.auth);
    if (!deps.config.jwtSecret) throw new Error('JWT_SECRET is not configured');
    this.deviceSecret = `${deps.config.jwtSecret}:known-device`;
    this.refreshSecret = `${deps.config.jwtSecret}:refresh-successor`;
    // Unknown login ids still pay for one argon2 verify, so response time does not reveal which ids exist.
    this.dummyHash = hashPassword(crypto.randomBytes(18).toString('base64url'));
    this.dummyHash.catch(() => undefined);
  }

  /** The app closes: the session cache stops listening to the database. */
  async close() {
    await this.rowCache?.close();
  }

  // ---------------------------------------------------------------- session lookup

  /**
   * Session + account row for a session id: one indexed query; requests that arrive while the same session's lookup
   * is running share it. On PGlite a change-invalidated cache sits in front (see session-cache.ts).
   */
  private loadAuthRow(sid: string): Promise<Row | undefined> {
    return this.rowCache ? this.rowCache.get(sid, (id) => this.sharedLookup(id)) : this.sharedLookup(sid);
  }

  private sharedLookup(sid: string): Promise<Row | undefined> {
    const running = this.inflight.get(sid);
    if (running) return running;
    const lookup = this.queryAuthRow(sid).finally(() => this.inflight.delete(sid));
    this.inflight.set(sid, lookup);
    return lookup;
  }

  /** The stored row of a remember-me token (by its hash), or undefined. */
  findRefresh(db: DbOrTx, token: string): Promise<RefreshRow> {
    return findRefreshToken(db, hashRefreshToken(token));
  }

  /**
   * The session a valid access token names: loads session + account in one query, ends the session the realm says
   * must end (a deactivated teacher, a changed role, a stopped parent), keeps last-seen fresh and re-issues an access
   * token older than a minute.
   */
  async authenticate(ctx: ServiceContext, claims: AccessClaims): Promise<ActiveSession<Row, P>> {
    const { realm } = this;
    const row = await this.loadAuthRow(claims.sid);
    if (!row || row.revokedAt || realm.accountIdOf(row) !== Number(claims.sub)) throw new AppError('INVALID_TOKEN');
    const endReason = realm.endReason(row, claims.role);
    if (endReason) {
      await this.endSession(ctx.db, ctx, row, endReason);
      throw new AppError('INVALID_TOKEN');
    }

    let reissue: ActiveSession['reissue'] = null;
    const now = nowSeconds();
    if (now - claims.iat > this.tokens.reissueAfterSeconds) {
      const { token } = await this.tokens.sign({
        accountId: realm.accountIdOf(row),
        sid: row.sessionId,
        role: realm.roleOf(row),
        authTime: claims.auth_time,
        now,
      });
      reissue = { token, rememberMe: row.rememberMe };
    }
    if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      const seen = new Date();
      await touchSession(ctx.db, row.sessionId, seen);
      row.lastSeenAt = seen; // the row may be shared (cache, concurrent requests): they need not write again
    }
    return { principal: realm.principalOf(row), row, reissue };
  }

  /** What login, refresh and /me answer for a session row. */
  dataOf(ctx: ServiceContext, row: Row): Promise<Data> {
    return this.realm.dataOf(ctx.db, row, this.config.auth.accessTokenMinutes);
  }

  // ---------------------------------------------------------------- login

  async login(ctx: ServiceContext, body: LoginCredentials, client: LoginClient): Promise<IssuedSession<Data>> {
    const { db } = ctx;
    const { realm } = this;
    const now = ctx.now();
    const device = readKnownDevice(this.deviceSecret, client.knownDevice);
    const source: AttemptSource = { ip: client.ip, accountKey: accountKeyOf(`${realm.accountKeyPrefix}${body.loginId}`), device };
    await this.throttle.check(db, source, now);

    const account = await realm.findForLogin(db, body.loginId, body.centreId);
    if (!account) {
      await verifyPassword(await this.dummyHash, body.passwd);
      await this.throttle.record(db, source, false, now);
      throw new AppError('LOGIN_FAILED');
    }
    const audit = (tx: DbOrTx, action: string, detail: Record<string, unknown>) =>
      writeAudit(tx, ctx, { action, subjectType: realm.auditSubject, subjectId: account.id, actor: this.auditActor(account), detail });
    const refuse = async (reason: string, error: AppError) => {
      await db.transaction(async (tx) => {
        await this.throttle.record(tx, source, false, now);
        if (reason === 'PASSWORD') await realm.recordFailure?.(tx, account, now);
        await audit(tx, 'LOGIN_FAILED', { reason });
      });
      return error;
    };
    if (!(await verifyPassword(account.passwordHash, body.passwd))) throw await refuse('PASSWORD', new AppError('LOGIN_FAILED'));
    if (account.refusal) throw await refuse(account.refusal, realm.disabledError());

    return this.startSession(ctx, account, { rememberMe: body.rememberMe, client, source, replaces: client.previousSessionId ?? null });
  }

  /**
   * Opens a session for `account` (a sign-in, or a staff switch to another centre of the same login): the session row,
   * its remember-me token, the audit row and the access token, in one transaction.
   */
  async startSession(
    ctx: ServiceContext,
    account: Pick<LoginAccount, 'id' | 'loginId' | 'role' | 'lastLoginAt'>,
    options: { rememberMe: boolean; client: LoginClient; source?: AttemptSource; replaces: string | null; switchedFrom?: string },
  ): Promise<IssuedSession<Data>> {
    const { db } = ctx;
    const { realm } = this;
    const now = ctx.now();
    const { rememberMe, client, source } = options;
    const sid = crypto.randomUUID();
    const refresh = rememberMe ? newRefreshToken() : null;
    const refreshExpiresAt = refresh ? this.refreshExpiry(now, now) : null;
    const row = await db.transaction(async (tx) => {
      if (options.replaces) await revokeSession(tx, options.replaces, options.switchedFrom ? 'SWITCHED' : 'RELOGIN', now);
      await realm.markLoginSuccess(tx, account.id, now);
      await createSession(tx, {
        id: sid,
        owner: realm.sessionOwner(account.id),
        rememberMe,
        ip: client.ip,
        userAgent: client.userAgent,
        previousLoginAt: account.lastLoginAt,
        now,
      });
      if (refresh && refreshExpiresAt) await insertRefreshToken(tx, sid, refresh.hash, refreshExpiresAt);
      if (source) await this.throttle.record(tx, source, true, now);
      await writeAudit(tx, ctx, {
        action: options.switchedFrom ? 'CENTRE_SWITCHED' : 'LOGIN_SUCCESS',
        subjectType: realm.auditSubject,
        subjectId: account.id,
        actor: this.auditActor(account),
        detail: { sessionId: sid, rememberMe, ...(options.switchedFrom ? { from: options.switchedFrom } : {}) },
      });
      return realm.findRow(tx, sid);
    });
    if (!row) throw new AppError('INTERNAL');
    if (Math.random() < 0.01) await pruneLoginAttempts(db, new Date(now.getTime() - 24 * 3600_000)).catch(() => undefined);

    const { token } = await this.tokens.sign({ accountId: account.id, sid, role: account.role, authTime: nowSeconds() });
    return {
      data: await this.dataOf(ctx, row),
      sessionId: sid,
      rememberMe,
      accessToken: token,
      refreshToken: refresh?.token ?? null,
      refreshExpiresAt,
      knownDevice: source ? rememberDevice(this.deviceSecret, source.device, source.accountKey) : undefined,
    };
  }

  private auditActor(account: Pick<LoginAccount, 'id' | 'loginId' | 'role'>) {
    return { id: account.id, loginId: account.loginId, role: account.role };
  }

  private rowActor(row: Row) {
    return this.auditActor({ id: this.realm.accountIdOf(row), loginId: row.loginId, role: this.realm.roleOf(row) });
  }

  /** A remember-me token lives rememberMeDays, but never past rememberMeMaxDays from the session's sign-in. */
  private refreshExpiry(now: Date, signedInAt: Date): Date {
    const { rememberMeDays, rememberMeMaxDays } = this.config.auth;
    const day = 24 * 3600_000;
    return new Date(Math.min(now.getTime() + rememberMeDays * day, signedInAt.getTime() + rememberMeMaxDays * day));
  }

  // ---------------------------------------------------------------- refresh

  /**
   * Rotates the remember-me token. The successor is derived from the presented token (successorOf), so a second
   * presentation within the grace window — another tab, a second device sharing the cookie — gets the same successor
   * instead of ending the session; after the window it counts as reuse and ends the whole session (family).
   */
  async refresh(ctx: ServiceContext, presented: PresentedRefresh): Promise<IssuedSession<Data>> {
    if (!presented.token) throw new AppError('NO_REFRESH');
    const { db } = ctx;
    const { realm } = this;
    const now = ctx.now();
    const token = 'stored' in presented ? presented.stored : await this.findRefresh(db, presented.token);
    if (!token || token.revokedAt || token.expiresAt <= now) throw new AppError('INVALID_TOKEN');
    // (a token of the other realm finds no row here: its session has no account of this realm)
    const row = await realm.findRow(db, token.sessionId);
    if (!row || row.revokedAt) throw new AppError('INVALID_TOKEN');
    const endReason = realm.endReason(row, realm.roleOf(row));
    if (endReason) {
      await this.endSession(db, ctx, row, endReason);
      throw new AppError('INVALID_TOKEN');
    }
    const expiresAt = this.refreshExpiry(now, row.createdAt);
    if (expiresAt <= now) {
      await this.endSession(db, ctx, row, 'REMEMBER_ME_ENDED');
      throw new AppError('INVALID_TOKEN');
    }

    const next = successorOf(this.refreshSecret, presented.token);
    const rotated =
      !token.usedAt &&
      (await db.transaction(async (tx) => {
        if (!(await markRefreshTokenUsed(tx, token.id, now))) return false;
        await insertRefreshToken(tx, row.sessionId, next.hash, expiresAt);
        await touchSession(tx, row.sessionId, now);
        return true;
      }));
    const successor = rotated ? { expiresAt, revokedAt: null } : await this.graceSuccessor(ctx, token.id, next.token, now);
    if (!successor) {
      await this.reuseDetected(ctx, row, token.id);
      throw new AppError('INVALID_TOKEN');
    }
    if (successor.revokedAt || successor.expiresAt <= now) throw new AppError('INVALID_TOKEN');

    // A new absolute window: remember-me keeps the user signed in across days (up to rememberMeMaxDays).
    const { token: accessToken } = await this.tokens.sign({
      accountId: realm.accountIdOf(row),
      sid: row.sessionId,
      role: realm.roleOf(row),
      authTime: nowSeconds(),
    });
    return {
      data: await this.dataOf(ctx, row),
      sessionId: row.sessionId,
      rememberMe: true,
      accessToken,
      refreshToken: next.token,
      refreshExpiresAt: successor.expiresAt,
    };
  }

  /** The successor a just-rotated token still yields: only while it was used less than the grace window ago. */
  private async graceSuccessor(ctx: ServiceContext, tokenId: number, successor: string, now: Date): Promise<RefreshRow> {
    const used = await findRefreshTokenById(ctx.db, tokenId);
    const graceMs = this.config.auth.refreshGraceSeconds * 1000;
    if (!used?.usedAt || now.getTime() - used.usedAt.getTime() >= graceMs) return undefined;
    return this.findRefresh(ctx.db, successor);
  }

  private async reuseDetected(ctx: ServiceContext, row: Row, tokenId: number) {
    await ctx.db.transaction(async (tx) => {
      await writeAudit(tx, ctx, {
        action: 'REFRESH_REUSE_DETECTED',
        subjectType: this.realm.auditSubject,
        subjectId: this.realm.accountIdOf(row),
        actor: this.rowActor(row),
        detail: { sessionId: row.sessionId, refreshTokenId: tokenId },
      });
      await this.endSession(tx, ctx, row, 'REFRESH_REUSE');
    });
  }

  /** Revokes a session and its refresh tokens, with a SESSION_REVOKED audit row. */
  private async endSession(db: DbOrTx, ctx: ServiceContext, row: Row, reason: string) {
    const revoked = await revokeSession(db, row.sessionId, reason, new Date());
    if (!revoked) return;
    await writeAudit(db, ctx, {
      action: 'SESSION_REVOKED',
      subjectType: this.realm.auditSubject,
      subjectId: this.realm.accountIdOf(row),
      actor: this.rowActor(row),
      detail: { sessionId: row.sessionId, reason },
    });
  }

  // ---------------------------------------------------------------- logout

  /** Ends the named session (the access token's, even expired, or the remember-me token's), with a LOGOUT audit row. */
  async logout(ctx: ServiceContext, sessionId: string | null): Promise<void> {
    if (!sessionId) return;
    const row = await this.realm.findRow(ctx.db, sessionId);
    if (!row || row.revokedAt) return;
    await ctx.db.transaction(async (tx) => {
      await revokeSession(tx, row.sessionId, 'LOGOUT', ctx.now());
      await writeAudit(tx, ctx, {
        action: 'LOGOUT',
        subjectType: this.realm.auditSubject,
        subjectId: this.realm.accountIdOf(row),
        actor: this.rowActor(row),
        detail: { sessionId: row.sessionId },
      });
    });
  }
}

/** GET /me: the signed-in user's data from the session row `authenticate` already loaded (no second query). */
export function currentUser(row: AuthRow | undefined, idleMinutes: number) {
  if (!row) throw new AppError('UNAUTHORIZED');
  return toMeData(row, idleMinutes);
}
