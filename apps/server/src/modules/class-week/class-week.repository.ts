import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classWeekDays, classWeeks, classes, teachers } from '../../db/schema/index';
import { paginatePrepared, totalColumn, type Paging } from '../../lib/paging';
import { preparedStatement } from '../../db/statement';

export type ClassWeekRow = typeof classWeeks.$inferSelect;
export type ClassWeekDayRow = typeof classWeekDays.$inferSelect;
export type ClassWeekHeadRow = ClassWeekRow & { className: string; authorName: string | null };
export type ClassWeekListRow = ClassWeekRow & { authorName: string | null; plannedDays: number };

const headColumns = {
  id: classWeeks.id,
  classId: classWeeks.classId,
  weekStart: classWeeks.weekStart,
  theme: classWeeks.theme,
  goals: classWeeks.goals,
  authorId: classWeeks.authorId,
  createdAt: classWeeks.createdAt,
  updatedAt: classWeeks.updatedAt,
  authorName: teachers.name,
};

/** Days with any text; the outer column is spelled out so it never resolves to the inner table. */
const plannedDays = sql<number>`(select count(*) from ${classWeekDays} where ${classWeekDays.classWeekId} = "class_weeks"."id"
  and (${classWeekDays.theme} <> '' or ${classWeekDays.activities} <> '' or ${classWeekDays.notes} <> ''))`.mapWith(Number);

const weekPage = preparedStatement('kg_class_week_page', (db) => {
  const where = eq(classWeeks.classId, sql.placeholder('classId'));
  return db
    .select({ ...headColumns, plannedDays, total: totalColumn(db.$count(classWeeks, where)) })
    .from(classWeeks)
    .leftJoin(teachers, eq(teachers.id, classWeeks.authorId))
    .where(where)
    .orderBy(desc(classWeeks.weekStart))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** Drizzle queries of 주간 계획안; every method takes the database or an open transaction. */
export const classWeekRepository = {
  async className(db: DbOrTx, classId: number): Promise<string | undefined> {
    const [row] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId)).limit(1);
    return row?.name;
  },

  async findByWeek(db: DbOrTx, classId: number, weekStart: string): Promise<ClassWeekHeadRow | undefined> {
    const [row] = await db
      .select({ ...headColumns, className: classes.name })
      .from(classWeeks)
      .innerJoin(classes, eq(classes.id, classWeeks.classId))
      .leftJoin(teachers, eq(teachers.id, classWeeks.authorId))
      .where(and(eq(classWeeks.classId, classId), eq(classWeeks.weekStart, weekStart)))
      .limit(1);
    return row;
  },

  async findById(db: DbOrTx, id: number): Promise<ClassWeekHeadRow | undefined> {
    const [row] = await db
      .select({ ...headColumns, className: classes.name })
      .from(classWeeks)
      .innerJoin(classes, eq(classes.id, classWeeks.classId))
      .leftJoin(teachers, eq(teachers.id, classWeeks.authorId))
      .where(eq(classWeeks.id, id))
      .limit(1);
    return row;
  },

  async listDays(db: DbOrTx, classWeekId: number): Promise<ClassWeekDayRow[]> {
    return db.select().from(classWeekDays).where(eq(classWeekDays.classWeekId, classWeekId)).orderBy(asc(classWeekDays.day));
  },

  /** One page (0-based) of the class's weeks, newest first. */
  async page(db: DbOrTx, classId: number, paging: Paging): Promise<{ rows: ClassWeekListRow[]; total: number }> {
    return paginatePrepared(
      paging,
      (window) => weekPage(db).execute({ classId, ...window }),
      () => db.$count(classWeeks, eq(classWeeks.classId, classId)),
      0,
    );
  },

  /** Creates or replaces the week's head row (one per class and week); returns its id. */
  async upsertWeek(
    tx: DbOrTx,
    values: { classId: number; weekStart: string; theme: string; goals: string; authorId: number },
    now: Date,
  ): Promise<number> {
    const [row] = await tx
      .insert(classWeeks)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [classWeeks.classId, classWeeks.weekStart],
        set: { theme: values.theme, goals: values.goals, authorId: values.authorId, updatedAt: now },
      })
      .returning({ id: classWeeks.id });
    return row.id;
  },

  async replaceDays(tx: DbOrTx, classWeekId: number, days: { day: string; theme: string; activities: string; notes: string }[]): Promise<void> {
    await tx.delete(classWeekDays).where(eq(classWeekDays.classWeekId, classWeekId));
    if (days.length > 0) await tx.insert(classWeekDays).values(days.map((d) => ({ ...d, classWeekId })));
  },

  async lockById(tx: DbOrTx, id: number): Promise<ClassWeekRow | undefined> {
    const [row] = await tx.select().from(classWeeks).where(eq(classWeeks.id, id)).limit(1).for('update');
    return row;
  },

  async delete(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(classWeeks).where(eq(classWeeks.id, id));
  },
};
