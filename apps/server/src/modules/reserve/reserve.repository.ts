import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { ReservationSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { reservations, teachers } from '../../db/schema/index';
import { param, preparedStatement } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type ReservationUpdate = Partial<Omit<NewReservationRow, 'id' | 'createdAt'>>;
export type ReservationViewRow = ReservationRow & { handledByName: string | null };

const columns = { ...getTableColumns(reservations), handledByName: teachers.name };

/**
 * A search's statement shape: its filters (`status`, `kind`, `from`, `to`, `familyName`, `phone` by digits or
 * `phoneText`) joined with '+', or 'none'; and the values of their placeholders.
 */
function searchOf(query: ReservationSearchQuery): { shape: string; values: Record<string, string> } {
  const filters: string[] = [];
  const values: Record<string, string> = {};
  const add = (filter: string, value: Record<string, string>) => {
    filters.push(filter);
    Object.assign(values, value);
  };
  if (query.status) add('status', { status: query.status });
  if (query.kind) add('kind', { kind: query.kind });
  if (query.searchType === 'date') {
    if (query.startDate) add('from', { startDate: query.startDate });
    if (query.endDate) add('to', { endDate: query.endDate });
  }
  const keyword = query.keyword;
  if (keyword && query.searchType === 'familyName') add('familyName', { pattern: likePattern(keyword) });
  if (keyword && query.searchType === 'phone') {
    // numbers are matched on their digits, so 01012345678 finds 010-1234-5678
    const digits = keyword.replace(/\D/g, '');
    add(digits ? 'phone' : 'phoneText', { pattern: likePattern(digits || keyword) });
  }
  return { shape: filters.join('+') || 'none', values };
}

function searchWhere(shape: string): SQL | undefined {
  const conditions: SQL[] = [];
  for (const filter of shape.split('+')) {
    if (filter === 'status') conditions.push(eq(reservations.status, sql.placeholder('status')));
    if (filter === 'kind') conditions.push(eq(reservations.kind, sql.placeholder('kind')));
    if (filter === 'from') conditions.push(gte(reservations.wishedDate, param('startDate')));
    if (filter === 'to') conditions.push(lte(reservations.wishedDate, param('endDate')));
    if (filter === 'familyName') conditions.push(ilike(reservations.familyName, param('pattern')));
    if (filter === 'phone') conditions.push(sql`replace(${reservations.phone}, '-', '') like ${sql.placeholder('pattern')}`);
    if (filter === 'phoneText') conditions.push(ilike(reservations.phone, param('pattern')));
  }
  return conditions.length ? and(...conditions) : undefined;
}

const base = (db: DbOrTx) => db.select(columns).from(reservations).leftJoin(teachers, eq(teachers.id, reservations.handledBy));

const searchPage = preparedStatement('kg_reserve_search', (db, shape: string) => {
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

const searchCount = preparedStatement('kg_reserve_search_count', (db, shape: string) =>
  db.select({ total: count() }).from(reservations).where(searchWhere(shape)),
);

const betweenDays = preparedStatement('kg_reserve_calendar', (db) =>
  base(db)
    .where(and(gte(reservations.wishedDate, param('from')), lte(reservations.wishedDate, param('to'))))
    .orderBy(asc(reservations.wishedDate), asc(reservations.wishedTime), asc(reservations.id)),
);

/** Drizzle queries of 상담·견학 예약; every method takes the database or an open transaction. */
export const reserveRepository = {
  /** Newest wished day first; within a day by time. */
  async search(db: DbOrTx, query: ReservationSearchQuery): Promise<{ rows: ReservationViewRow[]; total: number }> {
    const { shape, values } = searchOf(query);
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, ...window }),
      () => searchCount(db, shape).execute(values),
    );
  },

  /** Every reservation wished between the two days (inclusive), in day and time order. */
  async between(db: DbOrTx, from: string, to: string): Promise<ReservationViewRow[]> {
    return betweenDays(db).execute({ from, to });
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
