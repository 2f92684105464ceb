import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TeacherSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classes, staffAccounts, teachers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';
import { filterParams, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { revokeAccountSessions } from '../auth/auth.repository';

/** A membership (tno) with its login's id and flags; the hash only where a password is checked (lock). */
export type TeacherRow = typeof teachers.$inferSelect & { loginId: string; passwordHash: string; mustChangePassword: boolean };
export type NewTeacherRow = typeof teachers.$inferInsert;
export type NewStaffAccountRow = typeof staffAccounts.$inferInsert;
export type TeacherUpdate = Partial<Omit<NewTeacherRow, 'id' | 'accountId' | 'centreId' | 'createdAt'>>;
export type StaffAccountUpdate = Partial<Pick<NewStaffAccountRow, 'passwordHash' | 'mustChangePassword' | 'passwordChangedAt'>>;

/**
 * Everything a teacher's record shows: the membership (role, class, contact) and its staff login (아이디, password
 * flags, last login; docs/decisions/017-centres-and-policies.md). The password hash is never selected here.
 */
const viewColumns = {
  id: teachers.id,
  loginId: staffAccounts.loginId,
  name: teachers.name,
  role: teachers.role,
  classId: teachers.classId,
  className: classes.name,
  classColor: classes.color,
  phone: teachers.phone,
  email: teachers.email,
  active: teachers.active,
  mustChangePassword: staffAccounts.mustChangePassword,
  profileFileId: teachers.profileFileId,
  lastLoginAt: staffAccounts.lastLoginAt,
  passwordChangedAt: staffAccounts.passwordChangedAt,
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
type SearchFilters = { centreId?: number; role?: TeacherRow['role']; active?: boolean; name?: string; teacherId?: string; phone?: string };

function searchFiltersOf(centreId: number, query: TeacherSearchQuery): SearchFilters {
  const { searchType, keyword } = query;
  // phone numbers match with or without their dashes (010-1234-5678 = 01012345678)
  const pattern = keyword && likePattern(searchType === 'phone' ? keyword.replaceAll('-', '') : keyword);
  return {
    centreId,
    role: query.role,
    active: query.active === undefined ? undefined : query.active === 'true',
    ...(searchType && pattern && { [searchType]: pattern }),
  };
}

/** The filters' values, or their placeholders in a prepared statement (filterParams). */
function searchWhere(v: { [F in keyof SearchFilters]?: SearchFilters[F] | SQL }): SQL | undefined {
  const conditions: SQL[] = [];
  if (v.centreId !== undefined) conditions.push(eq(teachers.centreId, v.centreId));
  if (v.role !== undefined) conditions.push(eq(teachers.role, v.role));
  if (v.active !== undefined) conditions.push(eq(teachers.active, v.active));
  if (v.name !== undefined) conditions.push(ilike(teachers.name, v.name));
  if (v.teacherId !== undefined) conditions.push(ilike(staffAccounts.loginId, v.teacherId));
  if (v.phone !== undefined) conditions.push(sql`replace(${teachers.phone}, '-', '') ilike ${v.phone}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Memberships with their logins (the login id filter reads the account). */
const countOf = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ total: count() }).from(teachers).innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId)).where(where);

const searchPage = preparedStatement('kg_teacher_search', (db, shape: FilterShape<SearchFilters>) => {
  const where = searchWhere(filterParams(shape));
  return db
    .select({ ...viewColumns, total: totalColumn(countOf(db, where)) })
    .from(teachers)
    .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
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
  /** One page of the centre's staff. */
  async search(db: DbOrTx, centreId: number, query: TeacherSearchQuery): Promise<{ rows: TeacherView[]; total: number }> {
    const { shape, values } = presentFilters(searchFiltersOf(centreId, query));
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, ...window }),
      () => countOf(db, searchWhere(values)),
    );
  },

  async findView(db: DbOrTx, id: number): Promise<TeacherView | undefined> {
    const [row] = await db
      .select(viewColumns)
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .leftJoin(classes, eq(classes.id, teachers.classId))
      .where(eq(teachers.id, id))
      .limit(1);
    return row;
  },

  /** The membership and its login (with the hash, for password checks only), both locked for a change. */
  async lock(tx: DbOrTx, id: number): Promise<TeacherRow | undefined> {
    const [row] = await tx
      .select({ membership: teachers, loginId: staffAccounts.loginId, passwordHash: staffAccounts.passwordHash, mustChangePassword: staffAccounts.mustChangePassword })
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .where(eq(teachers.id, id))
      .limit(1)
      .for('update');
    return row && { ...row.membership, loginId: row.loginId, passwordHash: row.passwordHash, mustChangePassword: row.mustChangePassword };
  },

  /** Login ids are one per person across the deployment (staff_accounts). */
  async loginIdTaken(db: DbOrTx, loginId: string): Promise<boolean> {
    const [row] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.loginId, loginId)).limit(1);
    return row !== undefined;
  },

  async insertAccount(tx: DbOrTx, values: NewStaffAccountRow): Promise<{ id: number }> {
    const [row] = await tx.insert(staffAccounts).values(values).returning({ id: staffAccounts.id });
    return row;
  },

  async insert(tx: DbOrTx, values: NewTeacherRow): Promise<{ id: number }> {
    const [row] = await tx.insert(teachers).values(values).returning({ id: teachers.id });
    return row;
  },

  async update(tx: DbOrTx, id: number, values: TeacherUpdate): Promise<void> {
    await tx.update(teachers).set({ ...values, updatedAt: new Date() }).where(eq(teachers.id, id));
  },

  async updateAccount(tx: DbOrTx, accountId: number, values: StaffAccountUpdate): Promise<void> {
    await tx.update(staffAccounts).set(values).where(eq(staffAccounts.id, accountId));
  },

  /** Every membership of a login (its centres, roles, whether active). */
  async memberships(db: DbOrTx, accountId: number): Promise<{ id: number; centreId: number; role: TeacherRow['role']; active: boolean }[]> {
    return db
      .select({ id: teachers.id, centreId: teachers.centreId, role: teachers.role, active: teachers.active })
      .from(teachers)
      .where(eq(teachers.accountId, accountId))
      .orderBy(asc(teachers.id));
  },

  /** Ends every open session of the login, in every centre, except `keepSessionId` (the one changing its password). */
  async revokeAccountSessions(tx: DbOrTx, accountId: number, reason: string, now: Date, keepSessionId?: string): Promise<number> {
    let revoked = 0;
    for (const { id } of await teacherRepository.memberships(tx, accountId)) {
      revoked += (await revokeAccountSessions(tx, { teacherId: id }, reason, now, keepSessionId)).length;
    }
    return revoked;
  },
};
