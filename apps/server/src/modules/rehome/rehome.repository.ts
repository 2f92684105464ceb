import { and, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RehomeSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { childNameMatches } from '../child/child-name-filter';
import { childParents, childPickupPersons, children, classes, parents, rehomeRecords, teachers } from '../../db/schema/index';
import { filterParams, param, preparedStatement, presentFilters, shapePrefix, type FilterShape } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, paginateTodayFirstPrepared, todayFirstPart, totalColumn, type Paging, type TodayFirstStatement } from '../../lib/paging';

export type RehomeRow = typeof rehomeRecords.$inferSelect;
export type NewRehomeRow = typeof rehomeRecords.$inferInsert;
export type RehomeUpdate = Partial<Omit<NewRehomeRow, 'id' | 'classId' | 'childId' | 'createdAt'>>;
export type PickupPersonRow = { childId: number; name: string; authorised: boolean; note: string };
/** An authorised pickup person as the parent app's form offers it. */
export type AuthorisedPickupRow = { id: number; name: string; relation: string; phone: string };

const checker = alias(teachers, 'checker');
const ender = alias(teachers, 'ender');
const stopper = alias(teachers, 'stopper');
const requester = alias(parents, 'requester');
const requesterLink = alias(childParents, 'requester_link');

const listColumns = {
  id: rehomeRecords.id,
  classId: rehomeRecords.classId,
  childId: rehomeRecords.childId,
  childName: children.name,
  rehomeDate: rehomeRecords.rehomeDate,
  rehomeTime: rehomeRecords.rehomeTime,
  pickupName: rehomeRecords.pickupName,
  relation: rehomeRecords.relation,
  phone: rehomeRecords.phone,
  method: rehomeRecords.method,
  status: rehomeRecords.status,
  stoppedByParentId: rehomeRecords.stoppedByParentId,
  createdAt: rehomeRecords.createdAt,
};

export type RehomeListRow = {
  id: number;
  classId: number;
  childId: number;
  childName: string;
  rehomeDate: string;
  rehomeTime: string;
  pickupName: string;
  relation: string;
  phone: string;
  method: RehomeRow['method'];
  status: RehomeRow['status'];
  stoppedByParentId: number | null;
  createdAt: Date;
};

export type RehomeDetailRow = RehomeListRow & {
  className: string;
  parentNote: string;
  emergencyPhone: string;
  requestedByName: string | null;
  requestedByRelation: string | null;
  checkedByName: string | null;
  checkedAt: Date | null;
  endedByName: string | null;
  endedAt: Date | null;
  handedOverAt: Date | null;
  stoppedByName: string | null;
  stoppedAt: Date | null;
  overrideReason: string;
  teacherNote: string;
  updatedAt: Date;
};

/** A search's optional filters (db/statement.ts presentFilters; LIKE patterns for the names). */
type SearchFilters = { status?: RehomeRow['status']; from?: string; to?: string; childName?: string; pickupName?: string };
type FilterName = keyof SearchFilters;

function searchFilters(query: RehomeSearchQuery): SearchFilters {
  const filters: SearchFilters = {};
  if (query.status) filters.status = query.status;
  if (query.searchType === 'date') {
    if (query.startDate) filters.from = query.startDate;
    if (query.endDate) filters.to = query.endDate;
  }
  if (query.keyword && query.searchType === 'childName') filters.childName = likePattern(query.keyword);
  if (query.keyword && query.searchType === 'pickupName') filters.pickupName = likePattern(query.keyword);
  return filters;
}

/** The filter as values, or as placeholders (`param`) in a prepared statement. */
function searchWhere(classId: number | SQL, filters: { [F in FilterName]?: SearchFilters[F] | SQL }): SQL {
  const conditions: SQL[] = [eq(rehomeRecords.classId, classId)];
  if (filters.status) conditions.push(eq(rehomeRecords.status, filters.status));
  if (filters.from) conditions.push(gte(rehomeRecords.rehomeDate, filters.from));
  if (filters.to) conditions.push(lte(rehomeRecords.rehomeDate, filters.to));
  if (filters.childName) {
    conditions.push(childNameMatches(rehomeRecords.childId, filters.childName));
  }
  if (filters.pickupName) conditions.push(ilike(rehomeRecords.pickupName, filters.pickupName));
  return and(...conditions) as SQL;
}

const byStatusAndTime = [
  sql`case ${rehomeRecords.status} when 'REQUESTED' then 0 when 'CHECKED' then 1 else 2 end`,
  rehomeRecords.rehomeTime,
  desc(rehomeRecords.id),
];

/** One part of a class's "today first" list (lib/paging.ts): the shape's prefix is the part (`rest:from,status`). */
const searchPart = preparedStatement('kg_rehome_search', (db, shape: FilterShape<SearchFilters, TodayFirstStatement>) => {
  const where = searchWhere(param('classId'), filterParams(shape));
  const select = (total: SQL<number>) =>
    db
      .select({ ...listColumns, total })
      .from(rehomeRecords)
      .innerJoin(children, eq(children.id, rehomeRecords.childId))
      .$dynamic();
  const countSelect = db.select({ total: count() }).from(rehomeRecords).where(where);
  return todayFirstPart(shapePrefix(shape), select, { where, count: countSelect, day: rehomeRecords.rehomeDate, order: byStatusAndTime });
});

const childPage = preparedStatement('kg_rehome_child_page', (db) => {
  const where = eq(rehomeRecords.childId, sql.placeholder('childId'));
  return db
    .select({ ...listColumns, total: totalColumn(db.select({ total: count() }).from(rehomeRecords).where(where)) })
    .from(rehomeRecords)
    .innerJoin(children, eq(children.id, rehomeRecords.childId))
    .where(where)
    .orderBy(desc(rehomeRecords.rehomeDate), desc(rehomeRecords.rehomeTime), desc(rehomeRecords.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

const pickupPersons = preparedStatement('kg_rehome_pickup_persons', (db) =>
  db
    .select({
      childId: childPickupPersons.childId,
      name: childPickupPersons.name,
      authorised: childPickupPersons.authorised,
      note: childPickupPersons.note,
    })
    .from(childPickupPersons)
    .where(sql`${childPickupPersons.childId} = any(${sql.placeholder('childIds')}::int[])`),
);

/** The record with its names (class, parent and relation, teachers); the caller adds the where clause. */
function detailQuery(db: DbOrTx) {
  return db
    .select({
      ...listColumns,
      className: classes.name,
      parentNote: rehomeRecords.parentNote,
      emergencyPhone: rehomeRecords.emergencyPhone,
      requestedByName: requester.name,
      requestedByRelation: requesterLink.relation,
      checkedByName: checker.name,
      checkedAt: rehomeRecords.checkedAt,
      endedByName: ender.name,
      endedAt: rehomeRecords.endedAt,
      handedOverAt: rehomeRecords.handedOverAt,
      stoppedByName: stopper.name,
      stoppedAt: rehomeRecords.stoppedAt,
      overrideReason: rehomeRecords.overrideReason,
      teacherNote: rehomeRecords.teacherNote,
      updatedAt: rehomeRecords.updatedAt,
    })
    .from(rehomeRecords)
    .innerJoin(children, eq(children.id, rehomeRecords.childId))
    .innerJoin(classes, eq(classes.id, rehomeRecords.classId))
    .leftJoin(requester, eq(requester.id, rehomeRecords.requestedByParentId))
    .leftJoin(requesterLink, and(eq(requesterLink.parentId, rehomeRecords.requestedByParentId), eq(requesterLink.childId, rehomeRecords.childId)))
    .leftJoin(checker, eq(checker.id, rehomeRecords.checkedBy))
    .leftJoin(ender, eq(ender.id, rehomeRecords.endedBy))
    .leftJoin(stopper, eq(stopper.id, rehomeRecords.stoppedBy))
    .$dynamic();
}

/** Drizzle queries of 귀가동의서; every method takes the database or an open transaction. */
export const rehomeRepository = {
  async create(db: DbOrTx, values: NewRehomeRow): Promise<RehomeRow> {
    const [row] = await db.insert(rehomeRecords).values(values).returning();
    return row;
  },

  /** One page of a class's records: today's first (by pickup time), then newest day first. */
  async search(db: DbOrTx, classId: number, query: RehomeSearchQuery, today: string): Promise<{ rows: RehomeListRow[]; total: number }> {
    const filters = searchFilters(query);
    return paginateTodayFirstPrepared(
      query,
      (part, window) => {
        const { shape, values } = presentFilters(filters, part);
        return searchPart(db, shape).execute({ ...values, classId, today, ...window });
      },
      () => db.select({ total: count() }).from(rehomeRecords).where(searchWhere(classId, filters)),
    );
  },

  /** The record with its names, only when it belongs to `classId`. */
  async findDetail(db: DbOrTx, classId: number, id: number): Promise<RehomeDetailRow | undefined> {
    const [row] = await detailQuery(db)
      .where(and(eq(rehomeRecords.id, id), eq(rehomeRecords.classId, classId)))
      .limit(1);
    return row;
  },

  /** The record with its names, only when it is about `childId` (the parent app: whatever class it was made in). */
  async findDetailOfChild(db: DbOrTx, childId: number, id: number): Promise<RehomeDetailRow | undefined> {
    const [row] = await detailQuery(db)
      .where(and(eq(rehomeRecords.id, id), eq(rehomeRecords.childId, childId)))
      .limit(1);
    return row;
  },

  /** One page of a child's records for the parent app: newest day first, then the later pickup, then newest. */
  async listOfChild(db: DbOrTx, childId: number, paging: Paging): Promise<{ rows: RehomeListRow[]; total: number }> {
    return paginatePrepared(
      paging,
      (window) => childPage(db).execute({ childId, ...window }),
      () => db.select({ total: count() }).from(rehomeRecords).where(eq(rehomeRecords.childId, childId)),
    );
  },

  /** The people the child's record lets take the child home (인계 허용), by name. */
  async authorisedPickups(db: DbOrTx, childId: number): Promise<AuthorisedPickupRow[]> {
    return db
      .select({ id: childPickupPersons.id, name: childPickupPersons.name, relation: childPickupPersons.relation, phone: childPickupPersons.phone })
      .from(childPickupPersons)
      .where(and(eq(childPickupPersons.childId, childId), eq(childPickupPersons.authorised, true)))
      .orderBy(childPickupPersons.id);
  },

  /** Locks the record row for a parent's change (only when it is about `childId`). */
  async lockOfChild(tx: DbOrTx, childId: number, id: number): Promise<RehomeRow | undefined> {
    const [row] = await tx
      .select()
      .from(rehomeRecords)
      .where(and(eq(rehomeRecords.id, id), eq(rehomeRecords.childId, childId)))
      .limit(1)
      .for('update');
    return row;
  },

  /** The pickup people the children's records name (authorised or barred). */
  async pickupPersonsOf(db: DbOrTx, childIds: number[]): Promise<PickupPersonRow[]> {
    if (childIds.length === 0) return [];
    return pickupPersons(db).execute({ childIds: [...new Set(childIds)] });
  },

  /** Locks the record row for a state change (only when it belongs to `classId`). */
  async lockInClass(tx: DbOrTx, classId: number, id: number): Promise<RehomeRow | undefined> {
    const [row] = await tx
      .select()
      .from(rehomeRecords)
      .where(and(eq(rehomeRecords.id, id), eq(rehomeRecords.classId, classId)))
      .limit(1)
      .for('update');
    return row;
  },

  async update(tx: DbOrTx, id: number, values: RehomeUpdate): Promise<void> {
    await tx.update(rehomeRecords).set(values).where(eq(rehomeRecords.id, id));
  },
};
