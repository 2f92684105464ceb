import { and, eq } from 'drizzle-orm';
import { auditLog, teachers } from '../schema/index';
import type { DbOrTx } from '../client';
import { hashPassword } from '../../lib/password';
import { oneTimePassword } from '../../lib/one-time-password';

export type FirstAdmin = { loginId: string; name: string };
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
    const [row] = await tx
      .insert(teachers)
      .values({ loginId: admin.loginId, name: admin.name, role: 'ROLE_ADMIN', passwordHash, mustChangePassword: true })
      .returning({ id: teachers.id });
    await tx.insert(auditLog).values({
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
