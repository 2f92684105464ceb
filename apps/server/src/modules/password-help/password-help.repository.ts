import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PasswordHelpRealm } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { parents, passwordHelpRequests, staffAccounts, teachers } from '../../db/schema/index';
import { recordLocators } from '../../policies/records';

export type PasswordHelpRow = { requestId: number; accountId: number; loginId: string; name: string; requestedAt: Date; requestCount: number };

const accountColumn = (realm: PasswordHelpRealm) => (realm === 'staff' ? passwordHelpRequests.teacherId : passwordHelpRequests.parentId);
const open = isNull(passwordHelpRequests.closedAt);

export const passwordHelpRepository = {
  /**
   * The accounts whose login id and name are both these (names compared without surrounding spaces): a parent, or each
   * active membership of a staff login — every centre the person works in sees the request
   * (docs/decisions/017-centres-and-policies.md).
   */
  async findAccounts(db: DbOrTx, realm: PasswordHelpRealm, loginId: string, name: string): Promise<number[]> {
    if (realm === 'family') {
      const rows = await db
        .select({ id: parents.id })
        .from(parents)
        .where(and(eq(parents.loginId, loginId), sql`btrim(${parents.name}) = ${name}`))
        .limit(1);
      return rows.map((r) => r.id);
    }
    const rows = await db
      .select({ id: teachers.id })
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .where(and(eq(staffAccounts.loginId, loginId), sql`btrim(${teachers.name}) = ${name}`, eq(teachers.active, true)));
    return rows.map((r) => r.id);
  },

  /** Opens a request for the account, or moves its open one on (locked, so two at once count twice, not open two). */
  async upsertOpen(db: DbOrTx, realm: PasswordHelpRealm, accountId: number, now: Date): Promise<void> {
    const column = accountColumn(realm);
    const [current] = await db.select({ id: passwordHelpRequests.id }).from(passwordHelpRequests).where(and(eq(column, accountId), open)).for('update');
    if (current) {
      await db
        .update(passwordHelpRequests)
        .set({ requestedAt: now, requestCount: sql`${passwordHelpRequests.requestCount} + 1` })
        .where(eq(passwordHelpRequests.id, current.id));
      return;
    }
    await db.insert(passwordHelpRequests).values(realm === 'staff' ? { teacherId: accountId, requestedAt: now } : { parentId: accountId, requestedAt: now });
  },

  /** Open requests of one realm in one centre, the oldest first (the one waiting longest). */
  async listOpen(db: DbOrTx, realm: PasswordHelpRealm, centreId: number): Promise<PasswordHelpRow[]> {
    const columns = {
      requestId: passwordHelpRequests.id,
      requestedAt: passwordHelpRequests.requestedAt,
      requestCount: passwordHelpRequests.requestCount,
    };
    const order = [asc(passwordHelpRequests.requestedAt), asc(passwordHelpRequests.id)];
    if (realm === 'staff') {
      return db
        .select({ ...columns, accountId: teachers.id, loginId: staffAccounts.loginId, name: teachers.name })
        .from(passwordHelpRequests)
        .innerJoin(teachers, eq(teachers.id, passwordHelpRequests.teacherId))
        .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
        .where(and(open, eq(teachers.centreId, centreId)))
        .orderBy(...order);
    }
    return db
      .select({ ...columns, accountId: parents.id, loginId: parents.loginId, name: parents.name })
      .from(passwordHelpRequests)
      .innerJoin(parents, eq(parents.id, passwordHelpRequests.parentId))
      .where(and(open, recordLocators.parent.centreMatches(centreId)))
      .orderBy(...order);
  },

  /** Closes one open request; false when there is none with this id. */
  async dismiss(db: DbOrTx, id: number, closedBy: number, centreId: number, now: Date): Promise<boolean> {
    // a request of the caller's centre only: a staff member of it, or a parent it sees
    const inCentre = sql`(exists (select 1 from ${teachers} where ${teachers.id} = ${passwordHelpRequests.teacherId} and ${teachers.centreId} = ${centreId})
      or exists (select 1 from ${parents} where ${parents.id} = ${passwordHelpRequests.parentId} and ${recordLocators.parent.centreMatches(centreId)}))`;
    const rows = await db
      .update(passwordHelpRequests)
      .set({ closedAt: now, closedBy, outcome: 'DISMISSED' })
      .where(and(eq(passwordHelpRequests.id, id), open, inCentre))
      .returning({ id: passwordHelpRequests.id });
    return rows.length > 0;
  },

  /** Closes the account's open requests: a one-time password was given. Answers how many. */
  async closeIssued(db: DbOrTx, realm: PasswordHelpRealm, accountId: number, closedBy: number | null, now: Date): Promise<number> {
    const rows = await db
      .update(passwordHelpRequests)
      .set({ closedAt: now, closedBy, outcome: 'ISSUED' })
      .where(and(eq(accountColumn(realm), accountId), open))
      .returning({ id: passwordHelpRequests.id });
    return rows.length;
  },
};
