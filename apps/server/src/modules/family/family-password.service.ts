import { eq } from 'drizzle-orm';
import { FAMILY_CURRENT_PASSWORD_WRONG_MESSAGE, passwordSchema, type FamilyPasswordBody } from '@kg/contract';
import { parents } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { requireFamily, type ServiceContext } from '../../lib/context';
import { AppError, invalid } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { PARENT_AUDIT_SUBJECT } from '../../lib/principal';
import { revokeAccountSessions } from '../auth/auth.repository';

/**
 * PUT /family/password: the parent's own password, proven by the current one — also the change a one-time password
 * forces. Clears the forced change and ends the parent's other sessions (this one stays signed in).
 */
export async function changeFamilyPassword(ctx: ServiceContext, body: FamilyPasswordBody): Promise<null> {
  const family = requireFamily(ctx);
  const [current] = await ctx.db
    .select({ passwordHash: parents.passwordHash, loginId: parents.loginId })
    .from(parents)
    .where(eq(parents.id, family.pno))
    .limit(1);
  if (!current) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(current.passwordHash, body.currentPassword))) {
    throw invalid('currentPassword', FAMILY_CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  const rule = passwordSchema(current.loginId).safeParse(body.newPassword);
  if (!rule.success) throw invalid('newPassword', rule.error.issues[0].message);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx.update(parents).set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now }).where(eq(parents.id, family.pno));
    const revoked = (await revokeAccountSessions(tx, { parentId: family.pno }, 'PASSWORD_CHANGED', now, family.sessionId)).length;
    await writeAudit(tx, ctx, {
      action: 'PARENT_PASSWORD_CHANGED',
      subjectType: PARENT_AUDIT_SUBJECT,
      subjectId: family.pno,
      detail: { otherSessionsRevoked: revoked },
    });
  });
  return null;
}
