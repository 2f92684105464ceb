import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TEACHER_CURRENT_PASSWORD_WRONG_MESSAGE,
  TEACHER_OWN_PASSWORD_ONLY_MESSAGE,
  TEACHER_SELF_RESET_MESSAGE,
  passwordSchema,
  type ChangeTeacherPasswordBody,
  type TeacherPasswordReset,
} from '@kg/contract';
import { requirePrincipal } from '../../plugins/access';
import { forbidden, invalid } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeTeacherSessions } from '../auth/auth.repository';
import { teacherRepository as repo } from './teacher.repository';
import { TEACHER_SUBJECT, assertCanEdit, lockTeacher } from './teacher.service';

/** Letters and digits people do not confuse when reading a password aloud (no 0/O, 1/l/I). */
const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const TEMP_LENGTH = 12;

/** A random one-time password that passes the contract's password rules for this login id. */
export function temporaryPassword(loginId: string): string {
  for (;;) {
    const password = Array.from({ length: TEMP_LENGTH }, () => TEMP_ALPHABET[crypto.randomInt(TEMP_ALPHABET.length)]).join('');
    if (passwordSchema(loginId).safeParse(password).success) return password;
  }
}

/**
 * PUT /teacher/change-password?tno=: the own password only, proven by the current one. Clears the forced change and
 * ends every other session of the account (this one stays signed in).
 */
export async function changePassword(app: FastifyInstance, request: FastifyRequest, tno: number, body: ChangeTeacherPasswordBody): Promise<null> {
  const principal = requirePrincipal(request);
  if (principal.tno !== tno) throw forbidden(TEACHER_OWN_PASSWORD_ONLY_MESSAGE);
  const current = await lockTeacher(app.db, tno);
  if (!(await verifyPassword(current.passwordHash, body.currentPassword))) {
    throw invalid('currentPassword', TEACHER_CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  const rule = passwordSchema(current.loginId).safeParse(body.newPassword);
  if (!rule.success) throw invalid('newPassword', rule.error.issues[0].message);
  const passwordHash = await hashPassword(body.newPassword);
  await app.db.transaction(async (tx) => {
    await lockTeacher(tx, tno);
    await repo.update(tx, tno, { passwordHash, mustChangePassword: false, passwordChangedAt: new Date() });
    const revoked = await repo.revokeOtherSessions(tx, tno, principal.sessionId, 'PASSWORD_CHANGED');
    await writeAudit(tx, request, {
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
export async function resetPassword(app: FastifyInstance, request: FastifyRequest, tno: number): Promise<TeacherPasswordReset> {
  const principal = requirePrincipal(request);
  if (principal.tno === tno) throw forbidden(TEACHER_SELF_RESET_MESSAGE);
  const target = await lockTeacher(app.db, tno);
  assertCanEdit(principal, target);
  const password = temporaryPassword(target.loginId);
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    await lockTeacher(tx, tno);
    await repo.update(tx, tno, { passwordHash, mustChangePassword: true, passwordChangedAt: new Date(), failedCount: 0, lockedUntil: null });
    const revoked = await revokeTeacherSessions(tx, tno, 'PASSWORD_RESET');
    await writeAudit(tx, request, {
      action: 'TEACHER_PASSWORD_RESET',
      subjectType: TEACHER_SUBJECT,
      subjectId: tno,
      detail: { sessionsRevoked: revoked.length },
    });
  });
  return { tno, temporaryPassword: password };
}
