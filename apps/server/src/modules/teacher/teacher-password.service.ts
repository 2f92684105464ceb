import {
  TEACHER_CURRENT_PASSWORD_WRONG_MESSAGE,
  TEACHER_OWN_PASSWORD_ONLY_MESSAGE,
  TEACHER_SELF_RESET_MESSAGE,
  passwordSchema,
  type ChangeTeacherPasswordBody,
  type TeacherPasswordReset,
} from '@kg/contract';
import { requireActor, type ServiceContext } from '../../lib/context';
import { forbidden, invalid } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { oneTimePassword } from '../../lib/one-time-password';
import { hashPassword, verifyPassword } from '../../lib/password';
import { forgiveFailures } from '../auth/login-throttle';
import { revokeTeacherSessions } from '../auth/auth.repository';
import { teacherRepository as repo } from './teacher.repository';
import { TEACHER_SUBJECT, assertCanEdit, lockTeacher } from './teacher.service';
import { closePasswordHelp } from '../password-help/password-help.service';

/**
 * PUT /teacher/change-password?tno=: the own password only, proven by the current one. Clears the forced change and
 * ends every other session of the account (this one stays signed in).
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
    await repo.update(tx, tno, { passwordHash, mustChangePassword: false, passwordChangedAt: ctx.now() });
    const revoked = await repo.revokeOtherSessions(tx, tno, principal.sessionId, 'PASSWORD_CHANGED');
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
 * PUT /teacher/admin/reset-passwd?tno=: a random one-time password, answered once and stored only as a hash. The
 * teacher must change it at next login; their sessions end and a lockout is lifted.
 */
export async function resetPassword(ctx: ServiceContext, tno: number): Promise<TeacherPasswordReset> {
  const principal = requireActor(ctx);
  if (principal.tno === tno) throw forbidden(TEACHER_SELF_RESET_MESSAGE);
  const target = await lockTeacher(ctx.db, tno);
  assertCanEdit(principal, target);
  const password = oneTimePassword(target.loginId);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await lockTeacher(tx, tno);
    await repo.update(tx, tno, { passwordHash, mustChangePassword: true, passwordChangedAt: ctx.now() });
    await forgiveFailures(tx, target.loginId);
    const revoked = await revokeTeacherSessions(tx, tno, 'PASSWORD_RESET');
    await closePasswordHelp(tx, ctx, 'staff', tno);
    await writeAudit(tx, ctx, {
      action: 'TEACHER_PASSWORD_RESET',
      subjectType: TEACHER_SUBJECT,
      subjectId: tno,
      detail: { sessionsRevoked: revoked.length },
    });
  });
  return { tno, temporaryPassword: password };
}
