import {
  CLASS_NOT_FOUND_MESSAGE,
  CLASS_WEEK_NOT_FOUND_MESSAGE,
  weekMondayOf,
  type ClassWeek,
  type ClassWeekListQuery,
  type ClassWeekPage,
  type SaveClassWeekBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, type ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { assertClassExists } from '../class/class-exists';
import { classWeekRepository as repo } from './class-week.repository';
import { emptyClassWeek, toClassWeek, toClassWeekListItem } from './class-week.presenter';

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
export async function getClassWeekForm(ctx: ServiceContext, classId: number, anyDate: string | undefined): Promise<ClassWeek> {
  const monday = weekMondayOf(anyDate ?? ctx.today());
  const className = await classNameOr404(ctx.db, classId);
  const head = await repo.findByWeek(ctx.db, classId, monday);
  return head ? toClassWeek(head, await repo.listDays(ctx.db, head.id)) : emptyClassWeek(classId, className, monday);
}

/** The saved plan of a week, or 404. */
export async function getClassWeekByWeek(ctx: ServiceContext, classId: number, weekStart: string): Promise<ClassWeek> {
  await assertClassExists(ctx.db, classId);
  const head = await repo.findByWeek(ctx.db, classId, weekStart);
  if (!head) throw notFound(CLASS_WEEK_NOT_FOUND_MESSAGE);
  return toClassWeek(head, await repo.listDays(ctx.db, head.id));
}

/** One plan by id; a plan of another class is forbidden to a teacher. */
export async function getClassWeek(ctx: ServiceContext, id: number): Promise<ClassWeek> {
  const week = await loadById(ctx.db, id);
  if (!week) throw notFound(CLASS_WEEK_NOT_FOUND_MESSAGE);
  return week;
}

export async function listClassWeeks(ctx: ServiceContext, query: ClassWeekListQuery): Promise<ClassWeekPage> {
  await assertClassExists(ctx.db, query.classId);
  const { rows, total } = await repo.page(ctx.db, query.classId, query);
  return toPage(rows.map(toClassWeekListItem), query, total);
}

/** Creates or replaces the week's plan (head and days) in one transaction. */
export async function saveClassWeek(ctx: ServiceContext, body: SaveClassWeekBody): Promise<ClassWeek> {
  const principal = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await assertClassExists(tx, body.classId);
    const existing = await repo.findByWeek(tx, body.classId, body.weekStart);
    const id = await repo.upsertWeek(
      tx,
      { classId: body.classId, weekStart: body.weekStart, theme: body.theme, goals: body.goals, authorId: principal.tno },
      ctx.now(),
    );
    await repo.replaceDays(tx, id, body.days);
    await writeAudit(tx, ctx, {
      action: existing ? 'CLASS_WEEK_UPDATED' : 'CLASS_WEEK_CREATED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: { classId: body.classId, weekStart: body.weekStart },
    });
    return (await loadById(tx, id))!;
  });
}

export async function deleteClassWeek(ctx: ServiceContext, id: number): Promise<{ classWeekId: number }> {
  requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockById(tx, id);
    if (!row) throw notFound(CLASS_WEEK_NOT_FOUND_MESSAGE);
    await repo.delete(tx, id);
    await writeAudit(tx, ctx, {
      action: 'CLASS_WEEK_DELETED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: { classId: row.classId, weekStart: row.weekStart },
    });
    return { classWeekId: id };
  });
}
