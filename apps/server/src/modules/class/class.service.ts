import {
  CLASS_HAS_RECORDS_MESSAGE,
  CLASS_INACTIVE_TEACHER_MESSAGE,
  CLASS_NAME_FREE_MESSAGE,
  CLASS_NAME_TAKEN_MESSAGE,
  CLASS_NOT_EMPTY_MESSAGE,
  CLASS_NOT_FOUND_MESSAGE,
  TEACHER_ADMIN_ONLY_MESSAGE,
  TEACHER_NOT_FOUND_MESSAGE,
  type AssignTeacherBody,
  type ClassBody,
  type ClassDetail,
  type ClassNameCheck,
  type ClassNameCheckQuery,
  type ClassPage,
  type ClassSearchQuery,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { isUniqueViolation } from '../../lib/unique-violation';
import { classRepository as repo, type ClassRow } from './class.repository';
import { toClassDetail, toClassListItem } from './class.presenter';

const SUBJECT = 'CLASS';

export async function listClasses(ctx: ServiceContext, query: ClassSearchQuery): Promise<ClassPage> {
  const { rows, total } = await repo.search(ctx.db, requireCentre(ctx), query, ctx.today());
  return toPage(rows.map(toClassListItem), query, total);
}

async function loadDetail(db: DbOrTx, id: number, day: string): Promise<ClassDetail> {
  const row = await repo.findDetail(db, id, day);
  if (!row) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  return toClassDetail(row, await repo.listTeachers(db, id), await repo.listChildren(db, id));
}

export function getClass(ctx: ServiceContext, id: number): Promise<ClassDetail> {
  return loadDetail(ctx.db, id, ctx.today());
}

export async function checkClassName(ctx: ServiceContext, query: ClassNameCheckQuery): Promise<ClassNameCheck> {
  const taken = await repo.nameTaken(ctx.db, requireCentre(ctx), query.className, query.excludeId);
  return { valid: !taken, message: taken ? CLASS_NAME_TAKEN_MESSAGE : CLASS_NAME_FREE_MESSAGE };
}

/** Runs a write that may hit the unique class name (two saves at once): the loser gets the same 409 as the check. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CLASS_NAME_TAKEN_MESSAGE);
    throw error;
  }
}

export async function createClass(ctx: ServiceContext, body: ClassBody): Promise<ClassDetail> {
  return withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const centreId = requireCentre(ctx);
      if (await repo.nameTaken(tx, centreId, body.className)) throw conflict(CLASS_NAME_TAKEN_MESSAGE);
      const row = await repo.insert(tx, {
        centreId,
        name: body.className,
        color: body.color,
        ageBand: body.ageBand,
        capacity: body.capacity,
        introduction: body.introduction,
      });
      await writeAudit(tx, ctx, { action: 'CLASS_CREATED', subjectType: SUBJECT, subjectId: row.id, detail: { name: row.name } });
      return loadDetail(tx, row.id, ctx.today());
    }),
  );
}

async function lockClass(tx: DbOrTx, id: number): Promise<ClassRow> {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  return row;
}

export async function updateClass(ctx: ServiceContext, id: number, body: ClassBody): Promise<ClassDetail> {
  return withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockClass(tx, id);
      if (await repo.nameTaken(tx, requireCentre(ctx), body.className, id)) throw conflict(CLASS_NAME_TAKEN_MESSAGE);
      const changes = {
        name: body.className,
        color: body.color,
        ageBand: body.ageBand,
        capacity: body.capacity,
        introduction: body.introduction,
      };
      await repo.update(tx, id, { ...changes, updatedAt: ctx.now() });
      const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => before[key] !== changes[key]);
      await writeAudit(tx, ctx, { action: 'CLASS_UPDATED', subjectType: SUBJECT, subjectId: id, detail: { changed } });
      return loadDetail(tx, id, ctx.today());
    }),
  );
}

/** A class goes only when empty: children and teachers are moved first, and classes with story records stay. */
export async function deleteClass(ctx: ServiceContext, id: number): Promise<{ classId: number }> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockClass(tx, id);
    const occupants = await repo.countOccupants(tx, id);
    if (occupants.children > 0 || occupants.teachers > 0) throw conflict(CLASS_NOT_EMPTY_MESSAGE(occupants.children, occupants.teachers));
    if (await repo.hasRecords(tx, id)) throw conflict(CLASS_HAS_RECORDS_MESSAGE);
    await repo.delete(tx, id);
    await writeAudit(tx, ctx, { action: 'CLASS_DELETED', subjectType: SUBJECT, subjectId: id, detail: { name: row.name } });
    return { classId: id };
  });
}

/**
 * The class's teachers become exactly `tnos`: listed teachers join it (leaving their previous class, a teacher has
 * one class), teachers no longer listed lose it. Only an admin may move an admin.
 */
export async function assignTeachers(ctx: ServiceContext, id: number, body: AssignTeacherBody): Promise<ClassDetail> {
  const principal = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockClass(tx, id);
    const current = await repo.listTeachers(tx, id);
    const listed = await repo.findTeachers(tx, requireCentre(ctx), body.tnos);
    if (listed.length !== body.tnos.length) throw notFound(TEACHER_NOT_FOUND_MESSAGE);
    if (listed.some((t) => !t.active && t.classId !== id)) throw invalid('tnos', CLASS_INACTIVE_TEACHER_MESSAGE);
    const added = listed.filter((t) => t.classId !== id);
    const removed = current.filter((t) => !body.tnos.includes(t.id));
    if (principal.role !== 'ROLE_ADMIN' && [...added, ...removed].some((t) => t.role === 'ROLE_ADMIN')) {
      throw forbidden(TEACHER_ADMIN_ONLY_MESSAGE);
    }
    await repo.setTeachers(tx, id, body.tnos, ctx.now());
    await writeAudit(tx, ctx, {
      action: 'CLASS_TEACHERS_ASSIGNED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: {
        tnos: body.tnos,
        added: added.map((t) => ({ tno: t.id, fromClassId: t.classId })),
        removed: removed.map((t) => t.id),
      },
    });
    return loadDetail(tx, id, ctx.today());
  });
}
