import { eq, sql } from 'drizzle-orm';
import { FAMILY_ACCOUNT_DISABLED_MESSAGE, type FamilyMe } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { authSessions, parents, type ParentStatus } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { PARENT_AUDIT_SUBJECT, type FamilyPrincipal } from '../../lib/principal';
import { prepareSessionLookup } from '../auth/auth.repository';
import type { SessionRealm } from '../auth/auth.realm';
import { FAMILY_ACCOUNT_KEY_PREFIX } from '../auth/login-throttle';
import { FAMILY_ROLE_CLAIM } from '../auth/tokens';
import { listFamilyChildren } from './family-children';

/** Session + parent: everything a parent-app request needs about who is signed in, in one row. */
const familyRowColumns = {
  sessionId: authSessions.id,
  parentId: parents.id,
  rememberMe: authSessions.rememberMe,
  createdAt: authSessions.createdAt,
  lastSeenAt: authSessions.lastSeenAt,
  revokedAt: authSessions.revokedAt,
  previousLoginAt: authSessions.previousLoginAt,
  loginId: parents.loginId,
  name: parents.name,
  status: parents.status,
  mustChangePassword: parents.mustChangePassword,
  sessionsRevokedAt: parents.sessionsRevokedAt,
};

export type FamilyAuthRow = {
  sessionId: string;
  parentId: number;
  rememberMe: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  previousLoginAt: Date | null;
  loginId: string;
  name: string;
  status: ParentStatus;
  mustChangePassword: boolean;
  sessionsRevokedAt: Date | null;
};

export type FamilyData = FamilyMe;

function familyRowQuery(db: DbOrTx) {
  return db.select(familyRowColumns).from(authSessions).innerJoin(parents, eq(parents.id, authSessions.parentId));
}

/**
 * Parent-app sessions (docs/decisions/007-family-sessions.md). A stopped or blocked parent, or one whose sessions an
 * admin ended (stop, block, one-time password: parents.sessions_revoked_at), is signed out on the next request.
 */
export const familyRealm: SessionRealm<FamilyAuthRow, FamilyPrincipal, FamilyData> = {
  auditSubject: PARENT_AUDIT_SUBJECT,
  // parent and staff login ids are counted apart: a parent's typos never lock a teacher with the same id
  accountKeyPrefix: FAMILY_ACCOUNT_KEY_PREFIX,
  disabledError: () => new AppError('ACCOUNT_DISABLED', FAMILY_ACCOUNT_DISABLED_MESSAGE),
  async findForLogin(db, loginId) {
    const [parent] = await db
      .select({
        id: parents.id,
        loginId: parents.loginId,
        passwordHash: parents.passwordHash,
        status: parents.status,
        lastLoginAt: parents.lastLoginAt,
      })
      .from(parents)
      .where(eq(parents.loginId, loginId))
      .limit(1);
    if (!parent) return undefined;
    return { ...parent, refusal: parent.status === 'active' ? null : parent.status.toUpperCase(), role: FAMILY_ROLE_CLAIM };
  },
  // the parent list shows the failures since the last sign-in (the lock itself is the login throttle's)
  async recordFailure(db, account) {
    await db
      .update(parents)
      .set({ failedCount: sql`${parents.failedCount} + 1` })
      .where(eq(parents.id, account.id));
  },
  async markLoginSuccess(db, parentId, now) {
    await db.update(parents).set({ lastLoginAt: now, failedCount: 0, lockedUntil: null }).where(eq(parents.id, parentId));
  },
  sessionOwner: (parentId) => ({ parentId }),
  prepareRowQuery: (database) =>
    prepareSessionLookup<FamilyAuthRow>(
      database,
      'family_row_by_session',
      familyRowQuery(database.db).where(eq(authSessions.id, sql.placeholder('sid'))),
      Object.keys(familyRowColumns),
    ),
  async findRow(db, sid) {
    const [row] = await familyRowQuery(db).where(eq(authSessions.id, sid)).limit(1);
    return row;
  },
  accountIdOf: (row) => row.parentId,
  roleOf: () => FAMILY_ROLE_CLAIM,
  endReason(row) {
    if (row.status !== 'active') return row.status === 'blocked' ? 'BLOCKED' : 'STOPPED';
    if (row.sessionsRevokedAt && row.sessionsRevokedAt >= row.createdAt) return 'REVOKED_BY_ADMIN';
    return null;
  },
  principalOf: (row) => ({
    pno: row.parentId,
    loginId: row.loginId,
    name: row.name,
    sessionId: row.sessionId,
    mustChangePassword: row.mustChangePassword,
  }),
  async dataOf(db, row, idleMinutes) {
    return {
      pno: row.parentId,
      loginId: row.loginId,
      name: row.name,
      mustChangePassword: row.mustChangePassword,
      lastLoginAt: row.previousLoginAt ? row.previousLoginAt.toISOString() : null,
      idleMinutes,
      children: await listFamilyChildren(db, row.parentId),
    };
  },
};
