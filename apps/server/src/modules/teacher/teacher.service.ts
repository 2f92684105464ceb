import {
  TEACHER_ADMIN_ONLY_MESSAGE,
  TEACHER_ID_FREE_MESSAGE,
  TEACHER_ID_TAKEN_MESSAGE,
  TEACHER_NOT_FOUND_MESSAGE,
  TEACHER_SELF_DEACTIVATE_MESSAGE,
  TEACHER_SELF_ROLE_MESSAGE,
  type CreateTeacherBody,
  type Role,
  type TeacherAdminBody,
  type TeacherDetail,
  type TeacherIdCheck,
  type TeacherPage,
  type TeacherProfileBody,
  type TeacherSearchQuery,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import type { Principal } from '../../lib/principal';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { revokeTeacherSessions } from '../auth/auth.repository';
import { assertClassInCentre } from '../class/class-exists';
import { maySeeStaffRecord, mayTouchRole } from '../../policies/staff';
import { teacherRepository as repo, type TeacherRow } from './teacher.repository';
import { toTeacherDetail, toTeacherListItem } from './teacher.presenter';

export const TEACHER_SUBJECT = 'TEACHER';

export async function listTeachers(ctx: ServiceContext, query: TeacherSearchQuery): Promise<TeacherPage> {
  const { rows, total } = await repo.search(ctx.db, requireCentre(ctx), query);
  return toPage(rows.map(toTeacherListItem), query, total);
}

export async function loadTeacher(db: DbOrTx, id: number): Promise<TeacherDetail> {
  const row = await repo.findView(db, id);
  if (!row) throw notFound(TEACHER_NOT_FOUND_MESSAGE);
  return toTeacherDetail(row);
}

/**
 * A teacher sees their own record; admins and managers everyone's of their centre (the record scope checked the
 * centre). Another's record is, to a teacher, one that does not exist (decision 017: one answer outside the scope).
 */
export async function getTeacher(ctx: ServiceContext, id: number): Promise<TeacherDetail> {
  if (!maySeeStaffRecord(requireActor(ctx), id)) throw notFound(TEACHER_NOT_FOUND_MESSAGE);
  return loadTeacher(ctx.db, id);
}

/** Locks the teacher for a change, or 404. */
export async function lockTeacher(tx: DbOrTx, id: number): Promise<TeacherRow> {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(TEACHER_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Who may change a staff record: everyone their own; admins and managers other people's, except that only an admin
 * may touch an admin's record.
 */
export function assertCanEdit(principal: Principal, target: { id: number; role: Role }): void {
  if (principal.tno === target.id) return;
  if (!maySeeStaffRecord(principal, target.id)) throw notFound(TEACHER_NOT_FOUND_MESSAGE);
  if (!mayTouchRole(principal, target.role)) throw forbidden(TEACHER_ADMIN_ONLY_MESSAGE);
}

function assertCanGrant(principal: Principal, role: Role): void {
  if (!mayTouchRole(principal, role)) throw forbidden(TEACHER_ADMIN_ONLY_MESSAGE);
}

/** A teacher's class, when one is given, must be a class of the session's centre. */
async function assertClassOrNone(db: DbOrTx, centreId: number, classId: number | null): Promise<void> {
  if (classId !== null) await assertClassInCentre(db, centreId, classId);
}

export async function checkTeacherId(ctx: ServiceContext, teacherId: string): Promise<TeacherIdCheck> {
  const taken = await repo.loginIdTaken(ctx.db, teacherId);
  return { available: !taken, message: taken ? TEACHER_ID_TAKEN_MESSAGE : TEACHER_ID_FREE_MESSAGE };
}

/**
 * A new staff login and its membership of the session's centre, in one transaction (decision 017: staff accounts and
 * memberships); whoever set its password, the new teacher chooses their own at first login.
 */
export async function createTeacher(ctx: ServiceContext, body: CreateTeacherBody): Promise<TeacherDetail> {
  const principal = requireActor(ctx);
  const centreId = requireCentre(ctx);
  assertCanGrant(principal, body.role);
  if (await repo.loginIdTaken(ctx.db, body.teacherId)) throw conflict(TEACHER_ID_TAKEN_MESSAGE);
  await assertClassOrNone(ctx.db, centreId, body.classId);
  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = await repo.insertAccount(tx, { loginId: body.teacherId, passwordHash, mustChangePassword: true });
      const { id } = await repo.insert(tx, {
        accountId: account.id,
        centreId,
        name: body.teacherName,
        role: body.role,
        classId: body.classId,
        phone: body.phone,
        email: body.email,
      });
      await writeAudit(tx, ctx, {
        action: 'TEACHER_CREATED',
        subjectType: TEACHER_SUBJECT,
        subjectId: id,
        detail: { loginId: body.teacherId, role: body.role, classId: body.classId },
      });
      return loadTeacher(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEACHER_ID_TAKEN_MESSAGE);
    throw error;
  }
}

const changedFields = <T extends object>(before: T, after: Partial<T>) =>
  (Object.keys(after) as (keyof T)[]).filter((key) => after[key] !== before[key]).map(String);

/** PUT /teacher/{id}: name, phone and e-mail (own record, or another's by an admin/manager). */
export async function updateProfile(ctx: ServiceContext, id: number, body: TeacherProfileBody): Promise<TeacherDetail> {
  const principal = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockTeacher(tx, id);
    assertCanEdit(principal, before);
    const changes = { name: body.teacherName, phone: body.phone, email: body.email };
    await repo.update(tx, id, changes);
    await writeAudit(tx, ctx, {
      action: 'TEACHER_PROFILE_UPDATED',
      subjectType: TEACHER_SUBJECT,
      subjectId: id,
      detail: { changed: changedFields(before, changes) },
    });
    return loadTeacher(tx, id);
  });
}

/**
 * PUT /teacher/admin/{id}: the director's edit. Nobody changes their own role or switches themselves off; a
 * deactivated teacher leaves their class, and their sessions (and those of a teacher whose role changed) end at once.
 */
export async function adminUpdateTeacher(ctx: ServiceContext, id: number, body: TeacherAdminBody): Promise<TeacherDetail> {
  const principal = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockTeacher(tx, id);
    assertCanEdit(principal, before);
    assertCanGrant(principal, body.role);
    if (principal.tno === id && body.role !== before.role) throw forbidden(TEACHER_SELF_ROLE_MESSAGE);
    if (principal.tno === id && !body.active) throw forbidden(TEACHER_SELF_DEACTIVATE_MESSAGE);
    await assertClassOrNone(tx, requireCentre(ctx), body.classId);
    const changes = {
      name: body.teacherName,
      phone: body.phone,
      email: body.email,
      role: body.role,
      classId: body.active ? body.classId : null,
      active: body.active,
    };
    await repo.update(tx, id, changes);
    const endSessions = (before.active && !body.active) || before.role !== body.role;
    const revoked = endSessions ? await revokeTeacherSessions(tx, id, body.active ? 'ROLE_CHANGED' : 'DEACTIVATED') : [];
    await writeAudit(tx, ctx, {
      action: before.active && !body.active ? 'TEACHER_DEACTIVATED' : 'TEACHER_UPDATED',
      subjectType: TEACHER_SUBJECT,
      subjectId: id,
      detail: {
        changed: changedFields(before, changes),
        role: { from: before.role, to: body.role },
        classId: { from: before.classId, to: changes.classId },
        active: { from: before.active, to: body.active },
        sessionsRevoked: revoked.length,
      },
    });
    return loadTeacher(tx, id);
  });
}

/**
 * DELETE /teacher/admin/{id}: deactivates (the record and its history stay, as a director expects): the teacher
 * leaves their class, cannot sign in, and every open session ends now.
 */
export async function deactivateTeacher(ctx: ServiceContext, id: number): Promise<TeacherDetail> {
  const principal = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockTeacher(tx, id);
    if (principal.tno === id) throw forbidden(TEACHER_SELF_DEACTIVATE_MESSAGE);
    assertCanEdit(principal, before);
    await repo.update(tx, id, { active: false, classId: null });
    const revoked = await revokeTeacherSessions(tx, id, 'DEACTIVATED');
    await writeAudit(tx, ctx, {
      action: 'TEACHER_DEACTIVATED',
      subjectType: TEACHER_SUBJECT,
      subjectId: id,
      detail: { wasActive: before.active, fromClassId: before.classId, sessionsRevoked: revoked.length },
    });
    return loadTeacher(tx, id);
  });
}
