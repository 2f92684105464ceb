import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PasswordHelpRealm } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { parents, passwordHelpRequests, teachers } from '../../db/schema/index';

export type PasswordHelpRow = { requestId: number; accountId: number; loginId: string; name: string; requestedAt: Date; requestCount: number };

const accountColumn = (realm: PasswordHelpRealm) => (realm === 'staff' ? passwordHelpRequests.teacherId : passwordHelpRequests.parentId);
const open = isNull(passwordHelpRequests.closedAt);

export const passwordHelpRepository = {
  /** The account whose login id and name are both these (names compared without surrounding spaces). */
  async findAccount(db: DbOrTx, realm: PasswordHelpRealm, loginId: string, name: string): Promise<number | undefined> {
    const table = realm === 'staff' ? teachers : parents;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.loginId, loginId), sql`btrim(${table.name}) = ${name}`))
      .limit(1);
    return row?.id;
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

  /** Open requests of one realm, the oldest first (the one waiting longest). */
  async listOpen(db: DbOrTx, realm: PasswordHelpRealm): Promise<PasswordHelpRow[]> {
    const table = realm === 'staff' ? teachers : parents;
    return db
      .select({
        requestId: passwordHelpRequests.id,
        accountId: table.id,
        loginId: table.loginId,
        name: table.name,
        requestedAt: passwordHelpRequests.requestedAt,
        requestCount: passwordHelpRequests.requestCount,
      })
      .from(passwordHelpRequests)
      .innerJoin(table, eq(table.id, accountColumn(realm)))
      .where(open)
      .orderBy(asc(passwordHelpRequests.requestedAt), asc(passwordHelpRequests.id));
  },

  /** Closes one open request; false when there is none with this id. */
  async dismiss(db: DbOrTx, id: number, closedBy: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(passwordHelpRequests)
      .set({ closedAt: now, closedBy, outcome: 'DISMISSED' })
      .where(and(eq(passwordHelpRequests.id, id), open))
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
