import { and, asc, eq, ilike, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ClassSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import {
  alimNotes,
  attendance,
  children,
  classNotes,
  classWeeks,
  classes,
  medicineRequests,
  photoAlbums,
  rehomeRecords,
  staffAccounts,
  teachers,
} from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';
import { filterParams, param, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { classHeadCounts, type MembershipDay } from './class-membership';

export type ClassRow = typeof classes.$inferSelect;
export type NewClassRow = typeof classes.$inferInsert;

const listColumns = {
  id: classes.id,
  name: classes.name,
  color: classes.color,
  ageBand: classes.ageBand,
  capacity: classes.capacity,
  // aliased and qualified by hand: Drizzle leaves column names unqualified in a single-table select
  teacherNames: sql<string[]>`coalesce((select array_agg(t.name order by t.name) from ${teachers} t where t.class_id = ${classes}.id and t.active), '{}')`,
};

/** The list columns with the head count of `day` (class-membership.ts: enrolled, paused among them). */
function withHeadCounts(db: DbOrTx, day: MembershipDay) {
  const counts = classHeadCounts(db, day);
  return {
    counts,
    columns: {
      ...listColumns,
      childCount: sql<number>`coalesce(${counts.enrolled}, 0)`.mapWith(Number),
      pausedCount: sql<number>`coalesce(${counts.paused}, 0)`.mapWith(Number),
    },
  };
}

export type ClassListRow = {
  id: number;
  name: string;
  color: string;
  ageBand: number | null;
  capacity: number | null;
  teacherNames: string[];
  childCount: number;
  pausedCount: number;
};

export type ClassDetailRow = ClassListRow & { introduction: string; createdAt: Date; updatedAt: Date };

export type ClassTeacherRow = { id: number; loginId: string; name: string; role: 'ROLE_ADMIN' | 'ROLE_MANAGER' | 'ROLE_TEACHER'; active: boolean };
export type ClassChildRow = Pick<typeof children.$inferSelect, 'id' | 'name' | 'birthDate' | 'gender' | 'status'>;

/** A search's optional filters (db/statement.ts presentFilters): a LIKE pattern for the name, the age band. */
type SearchFilters = { centreId?: number; name?: string; ageBand?: number };

function searchFiltersOf(centreId: number, query: ClassSearchQuery): SearchFilters {
  return { centreId, name: query.searchType === 'name' && query.keyword ? likePattern(query.keyword) : undefined, ageBand: query.ageBand };
}

/** The filters' values, or their placeholders in a prepared statement (filterParams). */
function searchWhere({ centreId, name, ageBand }: { centreId?: number | SQL; name?: string | SQL; ageBand?: number | SQL }): SQL | undefined {
  const conditions: SQL[] = [];
  if (centreId !== undefined) conditions.push(eq(classes.centreId, centreId));
  if (name !== undefined) conditions.push(ilike(classes.name, name));
  if (ageBand !== undefined) conditions.push(eq(classes.ageBand, ageBand));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of classes with the head counts of `day`, youngest age band first, then by name. */
const searchPage = preparedStatement('kg_class_search', (db, shape: FilterShape<SearchFilters>) => {
  const where = searchWhere(filterParams(shape));
  const { counts, columns } = withHeadCounts(db, param('day'));
  return db
    .select({ ...columns, total: totalColumn(db.$count(classes, where)) })
    .from(classes)
    .leftJoin(counts, eq(counts.classId, classes.id))
    .where(where)
    .orderBy(sql`${classes.ageBand} asc nulls last`, asc(classes.name), asc(classes.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** Tables whose rows keep their class for good (FK without cascade): a class with any of them cannot be deleted. */
const recordTables = [classNotes, classWeeks, alimNotes, photoAlbums, medicineRequests, rehomeRecords, attendance] as const;

/** Drizzle queries of 반; every method takes the database or an open transaction. */
export const classRepository = {
  /** One page of classes, youngest age band first, then by name. */
  /** One page of the centre's classes. */
  async search(db: DbOrTx, centreId: number, query: ClassSearchQuery, day: string): Promise<{ rows: ClassListRow[]; total: number }> {
    const { shape, values } = presentFilters(searchFiltersOf(centreId, query));
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, day, ...window }),
      () => db.$count(classes, searchWhere(values)),
    );
  },

  async findDetail(db: DbOrTx, id: number, day: string): Promise<ClassDetailRow | undefined> {
    const { counts, columns } = withHeadCounts(db, day);
    const [row] = await db
      .select({ ...columns, introduction: classes.introduction, createdAt: classes.createdAt, updatedAt: classes.updatedAt })
      .from(classes)
      .leftJoin(counts, eq(counts.classId, classes.id))
      .where(eq(classes.id, id))
      .limit(1);
    return row;
  },

  async listTeachers(db: DbOrTx, classId: number): Promise<ClassTeacherRow[]> {
    return db
      .select({ id: teachers.id, loginId: staffAccounts.loginId, name: teachers.name, role: teachers.role, active: teachers.active })
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .where(eq(teachers.classId, classId))
      .orderBy(asc(teachers.name), asc(teachers.id));
  },

  /** Every child assigned to the class: attending ones first, then paused, then the rest; by name. */
  async listChildren(db: DbOrTx, classId: number): Promise<ClassChildRow[]> {
    return db
      .select({ id: children.id, name: children.name, birthDate: children.birthDate, gender: children.gender, status: children.status })
      .from(children)
      .where(eq(children.classId, classId))
      .orderBy(sql`case ${children.status} when 'active' then 0 when 'pause' then 1 else 2 end`, asc(children.name), asc(children.id));
  },

  /** Class names are unique per centre (decision 017). */
  async nameTaken(db: DbOrTx, centreId: number, name: string, excludeId?: number): Promise<boolean> {
    const sameName = and(eq(classes.centreId, centreId), eq(classes.name, name));
    const [row] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(excludeId ? and(sameName, ne(classes.id, excludeId)) : sameName)
      .limit(1);
    return row !== undefined;
  },

  async insert(tx: DbOrTx, values: NewClassRow): Promise<ClassRow> {
    const [row] = await tx.insert(classes).values(values).returning();
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<ClassRow | undefined> {
    const [row] = await tx.select().from(classes).where(eq(classes.id, id)).limit(1).for('update');
    return row;
  },

  async update(tx: DbOrTx, id: number, values: Partial<Omit<NewClassRow, 'id' | 'createdAt'>>): Promise<void> {
    await tx.update(classes).set(values).where(eq(classes.id, id));
  },

  async delete(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(classes).where(eq(classes.id, id));
  },

  /** Children (any status) and teachers still assigned to the class. */
  async countOccupants(db: DbOrTx, id: number): Promise<{ children: number; teachers: number }> {
    const [row] = await db
      .select({
        children: sql<number>`(select count(*) from ${children} where ${children.classId} = ${id})`.mapWith(Number),
        teachers: sql<number>`(select count(*) from ${teachers} where ${teachers.classId} = ${id})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    return row;
  },

  async hasRecords(db: DbOrTx, id: number): Promise<boolean> {
    const checks = recordTables.map((table) => sql`exists (select 1 from ${table} where ${table.classId} = ${id})`);
    const [row] = await db.select({ any: sql<boolean>`${sql.join(checks, sql` or `)}` }).from(sql`(select 1) as one`);
    return Boolean(row.any);
  },

  // -------------------------------------------------------------------------------------- teacher assignment

  /** Those of `tnos` who are staff of the centre (another centre's are missing here), locked. */
  async findTeachers(tx: DbOrTx, centreId: number, tnos: number[]): Promise<(ClassTeacherRow & { classId: number | null })[]> {
    if (tnos.length === 0) return [];
    return tx
      .select({ id: teachers.id, loginId: staffAccounts.loginId, name: teachers.name, role: teachers.role, active: teachers.active, classId: teachers.classId })
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .where(and(eq(teachers.centreId, centreId), inArray(teachers.id, tnos)))
      .for('update', { of: teachers });
  },

  /** Makes `tnos` the class's teachers: they join it (leaving any other class), everyone else leaves it. */
  async setTeachers(tx: DbOrTx, classId: number, tnos: number[], now: Date): Promise<void> {
    const leaving = tnos.length ? and(eq(teachers.classId, classId), notInArray(teachers.id, tnos)) : eq(teachers.classId, classId);
    await tx.update(teachers).set({ classId: null, updatedAt: now }).where(leaving);
    if (tnos.length) await tx.update(teachers).set({ classId, updatedAt: now }).where(inArray(teachers.id, tnos));
  },
};
