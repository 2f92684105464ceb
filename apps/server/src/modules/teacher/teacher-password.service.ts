import {
  TEACHER_CURRENT_PASSWORD_WRONG_MESSAGE,
  TEACHER_OWN_PASSWORD_ONLY_MESSAGE,
  TEACHER_SELF_RESET_MESSAGE,
  TEACHER_OTHER_CENTRE_RESET_MESSAGE,
  passwordSchema,
  type ChangeTeacherPasswordBody,
  type TeacherPasswordReset,
} from '@kg/contract';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { mayResetAccountPassword } from '../../policies/staff';
import { forbidden, invalid } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { oneTimePassword } from '../../lib/one-time-password';
import { hashPassword, verifyPassword } from '../../lib/password';
import { forgiveFailures } from '../auth/login-throttle';
import { teacherRepository as repo } from './teacher.repository';
import { TEACHER_SUBJECT, assertCanEdit, lockTeacher } from './teacher.service';
import { closePasswordHelp } from '../password-help/password-help.service';

/**
 * PUT /teacher/change-password?tno=: the own password only, proven by the current one. The password is the staff
 * login's, one for all its centres (decision 017): it clears the forced change and ends every other session of the
 * login, in every centre (this one stays signed in).
 */
export async function changePassword(ctx: ServiceContext, tno: number, body: ChangeTeacherPasswordBody): Promise<null> {
  const principal = requireActor(ctx);
  if (principal.tno !== tno) throw forbidden(TEACHER_OWN_PASSWORD_ONLY_MESSAGE);
  const current = await lockTeacher(ctx.db, tno);
  if (!(await verifyPassword(current.passwordHash, body.currentPassword))) {
    throw invalid('currentPassword', TEACHER_CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  const rule = passwordSchema(current.loginId).safeParse(body.newPassword);
  if (!rule.success) throw invalid('newPassword', rule.error.issues[0].message);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await lockTeacher(tx, tno);
    await repo.updateAccount(tx, current.accountId, { passwordHash, mustChangePassword: false, passwordChangedAt: ctx.now() });
    const revoked = await repo.revokeAccountSessions(tx, current.accountId, 'PASSWORD_CHANGED', ctx.now(), principal.sessionId);
    await writeAudit(tx, ctx, {
      action: 'TEACHER_PASSWORD_CHANGED',
      subjectType: TEACHER_SUBJECT,
      subjectId: tno,
      detail: { otherSessionsRevoked: revoked },
    });
  });
  return null;
}

/**
 * PUT /teacher/admin/reset-passwd?tno=: a random one-time password for the teacher's staff login, answered once and
 * stored only as a hash. The teacher must change it at next login; the login's sessions in every centre end and a
 * lockout is lifted. A login that also works in another centre is reset only by someone who may do it there too.
 */
export async function resetPassword(ctx: ServiceContext, tno: number): Promise<TeacherPasswordReset> {
  const principal = requireActor(ctx);
  if (principal.tno === tno) throw forbidden(TEACHER_SELF_RESET_MESSAGE);
  const target = await lockTeacher(ctx.db, tno);
  assertCanEdit(principal, target);
  const [actorMemberships, targetMemberships] = await Promise.all([repo.memberships(ctx.db, principal.accountId), repo.memberships(ctx.db, target.accountId)]);
  if (!mayResetAccountPassword(actorMemberships, targetMemberships, requireCentre(ctx))) throw forbidden(TEACHER_OTHER_CENTRE_RESET_MESSAGE);
  const password = oneTimePassword(target.loginId);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await lockTeacher(tx, tno);
    await repo.updateAccount(tx, target.accountId, { passwordHash, mustChangePassword: true, passwordChangedAt: ctx.now() });
    await forgiveFailures(tx, target.loginId);
    const revoked = await repo.revokeAccountSessions(tx, target.accountId, 'PASSWORD_RESET', ctx.now());
    await closePasswordHelp(tx, ctx, 'staff', tno);
    await writeAudit(tx, ctx, {
      action: 'TEACHER_PASSWORD_RESET',
      subjectType: TEACHER_SUBJECT,
      subjectId: tno,
      detail: { sessionsRevoked: revoked },
    });
  });
  return { tno, temporaryPassword: password };
}
