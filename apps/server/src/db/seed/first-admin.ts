import { and, eq } from 'drizzle-orm';
import { auditLog, centres, organisations, staffAccounts, teachers } from '../schema/index';
import type { DbOrTx } from '../client';
import { hashPassword } from '../../lib/password';
import { oneTimePassword } from '../../lib/one-time-password';

/** `centreName`: names the deployment's first centre (and its organisation), which migration 0014 made. */
export type FirstAdmin = { loginId: string; name: string; centreName?: string };
export type FirstAdminResult = { tno: number; loginId: string; oneTimePassword: string };

export class AdminExistsError extends Error {}

/** Whether any staff account exists (an empty production database waits for createFirstAdmin). */
export async function hasStaff(db: DbOrTx): Promise<boolean> {
  return (await db.select({ id: teachers.id }).from(teachers).limit(1)).length > 0;
}

/**
 * The one-time step that opens a production centre (docs/product/auth.md › First admin): an active ROLE_ADMIN with
 * a random one-time password that must be changed at first login. Refused once an active admin exists.
 */
export async function createFirstAdmin(db: DbOrTx, admin: FirstAdmin): Promise<FirstAdminResult> {
  const password = oneTimePassword(admin.loginId);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(eq(teachers.role, 'ROLE_ADMIN'), eq(teachers.active, true)))
      .limit(1)
      .for('update');
    if (existing) throw new AdminExistsError('An active admin already exists; sign in as that admin to add staff.');
    const [centre] = await tx.select({ id: centres.id, organisationId: centres.organisationId }).from(centres).orderBy(centres.id).limit(1);
    if (!centre) throw new Error('No centre: the migrations make centre 1.');
    if (admin.centreName) {
      await tx.update(centres).set({ name: admin.centreName }).where(eq(centres.id, centre.id));
      await tx.update(organisations).set({ name: admin.centreName }).where(eq(organisations.id, centre.organisationId));
    }
    const [account] = await tx
      .insert(staffAccounts)
      .values({ loginId: admin.loginId, passwordHash, mustChangePassword: true })
      .returning({ id: staffAccounts.id });
    const [row] = await tx
      .insert(teachers)
      .values({ accountId: account.id, centreId: centre.id, name: admin.name, role: 'ROLE_ADMIN' })
      .returning({ id: teachers.id });
    await tx.insert(auditLog).values({
      centreId: centre.id,
      actorId: null,
      actorLoginId: null,
      actorRole: null,
      ip: null,
      action: 'FIRST_ADMIN_CREATED',
      subjectType: 'teacher',
      subjectId: String(row.id),
      detail: { loginId: admin.loginId },
      requestId: null,
    });
    return { tno: row.id, loginId: admin.loginId, oneTimePassword: password };
  });
}
