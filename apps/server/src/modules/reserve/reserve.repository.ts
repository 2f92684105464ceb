import { and, asc, desc, eq, getTableColumns, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { ReservationSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { reservations, teachers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginate } from '../../lib/paging';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type ReservationUpdate = Partial<Omit<NewReservationRow, 'id' | 'createdAt'>>;
export type ReservationViewRow = ReservationRow & { handledByName: string | null };

const columns = { ...getTableColumns(reservations), handledByName: teachers.name };

function searchWhere(query: ReservationSearchQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(reservations.status, query.status));
  if (query.kind) conditions.push(eq(reservations.kind, query.kind));
  if (query.searchType === 'date') {
    if (query.startDate) conditions.push(gte(reservations.wishedDate, query.startDate));
    if (query.endDate) conditions.push(lte(reservations.wishedDate, query.endDate));
  }
  const keyword = query.keyword;
  if (keyword && query.searchType === 'familyName') conditions.push(ilike(reservations.familyName, likePattern(keyword)));
  if (keyword && query.searchType === 'phone') {
    // numbers are matched on their digits, so 01012345678 finds 010-1234-5678
    const digits = keyword.replace(/\D/g, '');
    conditions.push(digits ? sql`replace(${reservations.phone}, '-', '') like ${likePattern(digits)}` : ilike(reservations.phone, likePattern(keyword)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

const base = (db: DbOrTx) => db.select(columns).from(reservations).leftJoin(teachers, eq(teachers.id, reservations.handledBy));

/** Drizzle queries of 상담·견학 예약; every method takes the database or an open transaction. */
export const reserveRepository = {
  /** Newest wished day first; within a day by time. */
  async search(db: DbOrTx, query: ReservationSearchQuery): Promise<{ rows: ReservationViewRow[]; total: number }> {
    const where = searchWhere(query);
    return paginate(
      query,
      ({ limit, offset }, total) =>
        db
          .select({ ...columns, total })
          .from(reservations)
          .leftJoin(teachers, eq(teachers.id, reservations.handledBy))
          .where(where)
          .orderBy(desc(reservations.wishedDate), asc(reservations.wishedTime), desc(reservations.id))
          .limit(limit)
          .offset(offset),
      db.$count(reservations, where),
    );
  },

  /** Every reservation wished between the two days (inclusive), in day and time order. */
  async between(db: DbOrTx, from: string, to: string): Promise<ReservationViewRow[]> {
    return base(db)
      .where(and(gte(reservations.wishedDate, from), lte(reservations.wishedDate, to)))
      .orderBy(asc(reservations.wishedDate), asc(reservations.wishedTime), asc(reservations.id));
  },

  async find(db: DbOrTx, id: number): Promise<ReservationViewRow | undefined> {
    const [row] = await base(db).where(eq(reservations.id, id)).limit(1);
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<ReservationRow | undefined> {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).limit(1).for('update');
    return row;
  },

  async create(db: DbOrTx, values: NewReservationRow): Promise<ReservationRow> {
    const [row] = await db.insert(reservations).values(values).returning();
    return row;
  },

  async update(tx: DbOrTx, id: number, values: ReservationUpdate): Promise<void> {
    await tx.update(reservations).set(values).where(eq(reservations.id, id));
  },

  async delete(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(reservations).where(eq(reservations.id, id));
  },
};
