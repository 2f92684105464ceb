import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TeacherSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classes, teachers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';
import { filterParams, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { revokeAccountSessions } from '../auth/auth.repository';

export type TeacherRow = typeof teachers.$inferSelect;
export type NewTeacherRow = typeof teachers.$inferInsert;
export type TeacherUpdate = Partial<Omit<NewTeacherRow, 'id' | 'loginId' | 'createdAt'>>;

/** Everything a teacher's record shows; the password hash is never selected here. */
const viewColumns = {
  id: teachers.id,
  loginId: teachers.loginId,
  name: teachers.name,
  role: teachers.role,
  classId: teachers.classId,
  className: classes.name,
  classColor: classes.color,
  phone: teachers.phone,
  email: teachers.email,
  active: teachers.active,
  mustChangePassword: teachers.mustChangePassword,
  profileFileId: teachers.profileFileId,
  lastLoginAt: teachers.lastLoginAt,
  passwordChangedAt: teachers.passwordChangedAt,
  createdAt: teachers.createdAt,
  updatedAt: teachers.updatedAt,
};

export type TeacherView = {
  id: number;
  loginId: string;
  name: string;
  role: TeacherRow['role'];
  classId: number | null;
  className: string | null;
  classColor: string | null;
  phone: string | null;
  email: string | null;
  active: boolean;
  mustChangePassword: boolean;
  profileFileId: number | null;
  lastLoginAt: Date | null;
  passwordChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * A search's optional filters (db/statement.ts presentFilters): role, active, and the keyword's LIKE pattern under its
 * search type.
 */
type SearchFilters = { role?: TeacherRow['role']; active?: boolean; name?: string; teacherId?: string; phone?: string };

function searchFiltersOf(query: TeacherSearchQuery): SearchFilters {
  const { searchType, keyword } = query;
  // phone numbers match with or without their dashes (010-1234-5678 = 01012345678)
  const pattern = keyword && likePattern(searchType === 'phone' ? keyword.replaceAll('-', '') : keyword);
  return {
    role: query.role,
    active: query.active === undefined ? undefined : query.active === 'true',
    ...(searchType && pattern && { [searchType]: pattern }),
  };
}

/** The filters' values, or their placeholders in a prepared statement (filterParams). */
function searchWhere(v: { [F in keyof SearchFilters]?: SearchFilters[F] | SQL }): SQL | undefined {
  const conditions: SQL[] = [];
  if (v.role !== undefined) conditions.push(eq(teachers.role, v.role));
  if (v.active !== undefined) conditions.push(eq(teachers.active, v.active));
  if (v.name !== undefined) conditions.push(ilike(teachers.name, v.name));
  if (v.teacherId !== undefined) conditions.push(ilike(teachers.loginId, v.teacherId));
  if (v.phone !== undefined) conditions.push(sql`replace(${teachers.phone}, '-', '') ilike ${v.phone}`);
  return conditions.length ? and(...conditions) : undefined;
}

const searchPage = preparedStatement('kg_teacher_search', (db, shape: FilterShape<SearchFilters>) => {
  const where = searchWhere(filterParams(shape));
  return db
    .select({ ...viewColumns, total: totalColumn(db.select({ total: count() }).from(teachers).where(where)) })
    .from(teachers)
    .leftJoin(classes, eq(classes.id, teachers.classId))
    .where(where)
    .orderBy(
      desc(teachers.active),
      sql`case ${teachers.role} when 'ROLE_ADMIN' then 0 when 'ROLE_MANAGER' then 1 else 2 end`,
      asc(teachers.name),
      asc(teachers.id),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** Drizzle queries of 교사; every method takes the database or an open transaction. */
export const teacherRepository = {
  /** One page: active staff first, director, managers, teachers, then by name. */
  async search(db: DbOrTx, query: TeacherSearchQuery): Promise<{ rows: TeacherView[]; total: number }> {
    const { shape, values } = presentFilters(searchFiltersOf(query));
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, ...window }),
      () => db.select({ total: count() }).from(teachers).where(searchWhere(values)),
    );
  },

  async findView(db: DbOrTx, id: number): Promise<TeacherView | undefined> {
    const [row] = await db.select(viewColumns).from(teachers).leftJoin(classes, eq(classes.id, teachers.classId)).where(eq(teachers.id, id)).limit(1);
    return row;
  },

  /** The row (with its hash, for password checks only) locked for a change. */
  async lock(tx: DbOrTx, id: number): Promise<TeacherRow | undefined> {
    const [row] = await tx.select().from(teachers).where(eq(teachers.id, id)).limit(1).for('update');
    return row;
  },

  async loginIdTaken(db: DbOrTx, loginId: string): Promise<boolean> {
    const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.loginId, loginId)).limit(1);
    return row !== undefined;
  },

  async insert(tx: DbOrTx, values: NewTeacherRow): Promise<{ id: number }> {
    const [row] = await tx.insert(teachers).values(values).returning({ id: teachers.id });
    return row;
  },

  async update(tx: DbOrTx, id: number, values: TeacherUpdate): Promise<void> {
    await tx.update(teachers).set({ ...values, updatedAt: new Date() }).where(eq(teachers.id, id));
  },

  /** Ends every open session of the teacher except `keepSessionId` (the one changing its password). */
  async revokeOtherSessions(tx: DbOrTx, teacherId: number, keepSessionId: string, reason: string): Promise<number> {
    return (await revokeAccountSessions(tx, { teacherId }, reason, new Date(), keepSessionId)).length;
  },
};
