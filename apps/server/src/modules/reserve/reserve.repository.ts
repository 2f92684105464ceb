import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { ReservationSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { reservations, teachers } from '../../db/schema/index';
import { filterParams, param, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type ReservationUpdate = Partial<Omit<NewReservationRow, 'id' | 'createdAt'>>;
export type ReservationViewRow = ReservationRow & { handledByName: string | null };

const columns = { ...getTableColumns(reservations), handledByName: teachers.name };

/**
 * A search's optional filters (db/statement.ts presentFilters): status, kind, the wished days, and the keyword's LIKE
 * pattern: the family name, the phone by its digits or, a keyword without digits, as text (`phoneText`).
 */
type SearchFilters = {
  status?: ReservationRow['status'];
  kind?: ReservationRow['kind'];
  from?: string;
  to?: string;
  familyName?: string;
  phone?: string;
  phoneText?: string;
  /** always set: the session's centre (decision 017) */
  centreId?: number;
};

function searchFiltersOf(centreId: number, query: ReservationSearchQuery): SearchFilters {
  const { searchType, keyword } = query;
  const filters: SearchFilters = { centreId, status: query.status, kind: query.kind };
  if (searchType === 'date') {
    filters.from = query.startDate;
    filters.to = query.endDate;
  }
  if (keyword && searchType === 'familyName') filters.familyName = likePattern(keyword);
  if (keyword && searchType === 'phone') {
    // numbers are matched on their digits, so 01012345678 finds 010-1234-5678
    const digits = keyword.replace(/\D/g, '');
    if (digits) filters.phone = likePattern(digits);
    else filters.phoneText = likePattern(keyword);
  }
  return filters;
}

function searchWhere(shape: FilterShape<SearchFilters>): SQL | undefined {
  const v = filterParams(shape);
  const conditions: SQL[] = [];
  if (v.centreId) conditions.push(eq(reservations.centreId, v.centreId));
  if (v.status) conditions.push(eq(reservations.status, v.status));
  if (v.kind) conditions.push(eq(reservations.kind, v.kind));
  if (v.from) conditions.push(gte(reservations.wishedDate, v.from));
  if (v.to) conditions.push(lte(reservations.wishedDate, v.to));
  if (v.familyName) conditions.push(ilike(reservations.familyName, v.familyName));
  if (v.phone) conditions.push(sql`replace(${reservations.phone}, '-', '') like ${v.phone}`);
  if (v.phoneText) conditions.push(ilike(reservations.phone, v.phoneText));
  return conditions.length ? and(...conditions) : undefined;
}

const base = (db: DbOrTx) => db.select(columns).from(reservations).leftJoin(teachers, eq(teachers.id, reservations.handledBy));

const searchPage = preparedStatement('kg_reserve_search', (db, shape: FilterShape<SearchFilters>) => {
  const where = searchWhere(shape);
  return db
    .select({ ...columns, total: totalColumn(db.$count(reservations, where)) })
    .from(reservations)
    .leftJoin(teachers, eq(teachers.id, reservations.handledBy))
    .where(where)
    .orderBy(desc(reservations.wishedDate), asc(reservations.wishedTime), desc(reservations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

const searchCount = preparedStatement('kg_reserve_search_count', (db, shape: FilterShape<SearchFilters>) =>
  db.select({ total: count() }).from(reservations).where(searchWhere(shape)),
);

const betweenDays = preparedStatement('kg_reserve_calendar', (db) =>
  base(db)
    .where(and(eq(reservations.centreId, param('centreId')), gte(reservations.wishedDate, param('from')), lte(reservations.wishedDate, param('to'))))
    .orderBy(asc(reservations.wishedDate), asc(reservations.wishedTime), asc(reservations.id)),
);

/** Drizzle queries of 상담·견학 예약; every method takes the database or an open transaction. */
export const reserveRepository = {
  /** Newest wished day first; within a day by time. */
  async search(db: DbOrTx, centreId: number, query: ReservationSearchQuery): Promise<{ rows: ReservationViewRow[]; total: number }> {
    const { shape, values } = presentFilters(searchFiltersOf(centreId, query));
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, ...window }),
      () => searchCount(db, shape).execute(values),
    );
  },

  /** Every reservation of the centre wished between the two days (inclusive), in day and time order. */
  async between(db: DbOrTx, centreId: number, from: string, to: string): Promise<ReservationViewRow[]> {
    return betweenDays(db).execute({ centreId, from, to });
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
