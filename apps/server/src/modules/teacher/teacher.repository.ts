import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TeacherSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classes, teachers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginate } from '../../lib/paging';
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

function searchWhere(query: TeacherSearchQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.role) conditions.push(eq(teachers.role, query.role));
  if (query.active) conditions.push(eq(teachers.active, query.active === 'true'));
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    if (query.searchType === 'name') conditions.push(ilike(teachers.name, pattern));
    if (query.searchType === 'teacherId') conditions.push(ilike(teachers.loginId, pattern));
    // phone numbers match with or without their dashes (010-1234-5678 = 01012345678)
    if (query.searchType === 'phone') conditions.push(sql`replace(${teachers.phone}, '-', '') ilike ${likePattern(query.keyword.replaceAll('-', ''))}`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Drizzle queries of 교사; every method takes the database or an open transaction. */
export const teacherRepository = {
  /** One page: active staff first, director, managers, teachers, then by name. */
  async search(db: DbOrTx, query: TeacherSearchQuery): Promise<{ rows: TeacherView[]; total: number }> {
    const where = searchWhere(query);
    return paginate(
      query,
      ({ limit, offset }, total) =>
        db
          .select({ ...viewColumns, total })
          .from(teachers)
          .leftJoin(classes, eq(classes.id, teachers.classId))
          .where(where)
          .orderBy(
            desc(teachers.active),
            sql`case ${teachers.role} when 'ROLE_ADMIN' then 0 when 'ROLE_MANAGER' then 1 else 2 end`,
            asc(teachers.name),
            asc(teachers.id),
          )
          .limit(limit)
          .offset(offset),
      db.select({ total: count() }).from(teachers).where(where),
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
