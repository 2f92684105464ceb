import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLASS_WEEK_NOT_FOUND_MESSAGE,
  totalPages,
  weekMondayOf,
  type ClassWeek,
  type ClassWeekListQuery,
  type ClassWeekPage,
  type SaveClassWeekBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { assertClassAccess, requirePrincipal } from '../../plugins/access';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { todayIn } from '@kg/contract';
import { classWeekRepository as repo } from './class-week.repository';
import { emptyClassWeek, toClassWeek, toClassWeekListItem } from './class-week.presenter';

const CLASS_NOT_FOUND_MESSAGE = '반을 찾을 수 없습니다.';
const SUBJECT = 'class_week';

async function classNameOr404(db: DbOrTx, classId: number): Promise<string> {
  const name = await repo.className(db, classId);
  if (name === undefined) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  return name;
}

async function loadById(db: DbOrTx, id: number): Promise<ClassWeek | undefined> {
  const head = await repo.findById(db, id);
  return head ? toClassWeek(head, await repo.listDays(db, id)) : undefined;
}

/** The week holding `anyDate` (default today): its plan, or an empty Mon–Fri form to write one. */
export async function getClassWeekForm(app: FastifyInstance, classId: number, anyDate: string | undefined): Promise<ClassWeek> {
  const monday = weekMondayOf(anyDate ?? todayIn(app.config.timeZone));
  const className = await classNameOr404(app.db, classId);
  const head = await repo.findByWeek(app.db, classId, monday);
  return head ? toClassWeek(head, await repo.listDays(app.db, head.id)) : emptyClassWeek(classId, className, monday);
}

/** The saved plan of a week, or 404. */
export async function getClassWeekByWeek(app: FastifyInstance, classId: number, weekStart: string): Promise<ClassWeek> {
  await classNameOr404(app.db, classId);
  const head = await repo.findByWeek(app.db, classId, weekStart);
  if (!head) throw notFound(CLASS_WEEK_NOT_FOUND_MESSAGE);
  return toClassWeek(head, await repo.listDays(app.db, head.id));
}

/** One plan by id; a plan of another class is forbidden to a teacher. */
export async function getClassWeek(app: FastifyInstance, request: FastifyRequest, id: number): Promise<ClassWeek> {
  const week = await loadById(app.db, id);
  if (!week) throw notFound(CLASS_WEEK_NOT_FOUND_MESSAGE);
  assertClassAccess(requirePrincipal(request), week.classId);
  return week;
}

export async function listClassWeeks(app: FastifyInstance, query: ClassWeekListQuery): Promise<ClassWeekPage> {
  await classNameOr404(app.db, query.classId);
  const { rows, total } = await repo.page(app.db, query.classId, query.page, query.size);
  return { items: rows.map(toClassWeekListItem), page: query.page, size: query.size, total, totalPages: totalPages(total, query.size) };
}

/** Creates or replaces the week's plan (head and days) in one transaction. */
export async function saveClassWeek(app: FastifyInstance, request: FastifyRequest, body: SaveClassWeekBody): Promise<ClassWeek> {
  const principal = requirePrincipal(request);
  return app.db.transaction(async (tx) => {
    await classNameOr404(tx, body.classId);
    const existing = await repo.findByWeek(tx, body.classId, body.weekStart);
    const id = await repo.upsertWeek(tx, {
      classId: body.classId,
      weekStart: body.weekStart,
      theme: body.theme,
      goals: body.goals,
      authorId: principal.tno,
    });
    await repo.replaceDays(tx, id, body.days);
    await writeAudit(tx, request, {
      action: existing ? 'CLASS_WEEK_UPDATED' : 'CLASS_WEEK_CREATED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: { classId: body.classId, weekStart: body.weekStart },
    });
    return (await loadById(tx, id))!;
  });
}

export async function deleteClassWeek(app: FastifyInstance, request: FastifyRequest, id: number): Promise<{ classWeekId: number }> {
  const principal = requirePrincipal(request);
  return app.db.transaction(async (tx) => {
    const row = await repo.lockById(tx, id);
    if (!row) throw notFound(CLASS_WEEK_NOT_FOUND_MESSAGE);
    assertClassAccess(principal, row.classId);
    await repo.delete(tx, id);
    await writeAudit(tx, request, {
      action: 'CLASS_WEEK_DELETED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: { classId: row.classId, weekStart: row.weekStart },
    });
    return { classWeekId: id };
  });
}
