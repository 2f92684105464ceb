import type { DatabaseHandle, DbOrTx } from '../../db/client';
import type { AppError } from '../../lib/errors';

/**
 * Whose sessions an AuthService runs (docs/decisions/007-family-sessions.md): staff (teachers) or the parent app's
 * parents. Both keep their sessions in auth_sessions (teacher_id or parent_id) with the same remember-me tokens,
 * throttling and audit; a realm says only what differs — how an account is found, what a session row holds, when a
 * session must end, and what the client is told.
 */

/** What every realm's session row holds. */
export type SessionRowBase = {
  sessionId: string;
  rememberMe: boolean;
  /** the sign-in that started the session: a remember-me session ends rememberMeMaxDays after it */
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  loginId: string;
  mustChangePassword: boolean;
};

/** An account as sign-in sees it. */
export type LoginAccount = {
  id: number;
  loginId: string;
  passwordHash: string;
  /** why the account may not sign in (stopped, blocked, deactivated), or null */
  refusal: string | null;
  lastLoginAt: Date | null;
  /** the role claim its tokens carry */
  role: string;
};

export type SessionRealm<Row extends SessionRowBase, P, Data> = {
  /** audit_log subject type of the account (TEACHER, PARENT) */
  auditSubject: string;
  /** the login-attempt namespace: ids of the two realms are counted apart */
  accountKeyPrefix: string;
  /** what a refused (disabled) account is told */
  disabledError: () => AppError;
  /** `centreId`: the centre a staff sign-in would start in (the parent app has none) */
  findForLogin(db: DbOrTx, loginId: string, centreId?: number): Promise<LoginAccount | undefined>;
  /** a failed password for an existing account (the parent list shows a failure count) */
  recordFailure?(db: DbOrTx, account: LoginAccount, now: Date): Promise<void>;
  markLoginSuccess(db: DbOrTx, accountId: number, now: Date): Promise<void>;
  /** the auth_sessions column naming the account */
  sessionOwner: (accountId: number) => { teacherId: number } | { parentId: number };
  /** The per-request session lookup, planned once per app (see auth.repository.ts prepareAuthRowQuery). */
  prepareRowQuery(database: DatabaseHandle): (sid: string) => Promise<Row | undefined>;
  findRow(db: DbOrTx, sid: string): Promise<Row | undefined>;
  accountIdOf(row: Row): number;
  roleOf(row: Row): string;
  /** Why a still-open session must end now (deactivated, role changed, sessions revoked by an admin), or null. */
  endReason(row: Row, claimedRole: string): string | null;
  principalOf(row: Row): P;
  /** What login, refresh and /me answer. */
  dataOf(db: DbOrTx, row: Row, idleMinutes: number): Promise<Data>;
};
