import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MedicineItem, MedicineSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { childNameMatches } from '../child/child-name-filter';
import { childParents, children, classes, medicineDoses, medicineRequestItems, medicineRequests, parents, teachers } from '../../db/schema/index';
import { filterParams, param, preparedStatement, presentFilters, shapePrefix, type FilterShape } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, paginateTodayFirstPrepared, todayFirstPart, totalColumn, type Paging, type TodayFirstStatement } from '../../lib/paging';

export type MedicineRow = typeof medicineRequests.$inferSelect;
export type NewMedicineRow = typeof medicineRequests.$inferInsert;
export type MedicineUpdate = Partial<Omit<NewMedicineRow, 'id' | 'classId' | 'childId' | 'createdAt'>>;

const checker = alias(teachers, 'checker');
const completer = alias(teachers, 'completer');
const giver = alias(teachers, 'giver');
const requester = alias(parents, 'requester');
const requesterLink = alias(childParents, 'requester_link');

/** The request's medicines in the parent's order, as one JSON array (one statement for a whole page). */
const medicinesColumn = sql<MedicineItem[]>`(
  select coalesce(json_agg(json_build_object(
    'medicineName', ${medicineRequestItems.medicineName},
    'dosage', ${medicineRequestItems.dosage},
    'times', ${medicineRequestItems.times},
    'storage', ${medicineRequestItems.storage}
  ) order by ${medicineRequestItems.position}), '[]'::json)
  from ${medicineRequestItems} where ${medicineRequestItems.requestId} = ${medicineRequests.id}
)`;

const listColumns = {
  id: medicineRequests.id,
  classId: medicineRequests.classId,
  childId: medicineRequests.childId,
  childName: children.name,
  requestDate: medicineRequests.requestDate,
  symptom: medicineRequests.symptom,
  medicines: medicinesColumn,
  status: medicineRequests.status,
  createdAt: medicineRequests.createdAt,
  doseCount: sql<number>`(select count(*) from ${medicineDoses} where ${medicineDoses.requestId} = ${medicineRequests.id})`.mapWith(Number),
  lastDoseAt: sql<Date | null>`(select max(${medicineDoses.givenAt}) from ${medicineDoses} where ${medicineDoses.requestId} = ${medicineRequests.id})`.mapWith(
    medicineDoses.givenAt,
  ),
};

export type MedicineListRow = {
  id: number;
  classId: number;
  childId: number;
  childName: string;
  requestDate: string;
  symptom: string;
  medicines: MedicineItem[];
  status: MedicineRow['status'];
  createdAt: Date;
  doseCount: number;
  lastDoseAt: Date | null;
};

export type MedicineDetailRow = MedicineListRow & {
  className: string;
  parentNote: string;
  requestedByName: string | null;
  requestedByRelation: string | null;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  checkedByName: string | null;
  checkedAt: Date | null;
  completedByName: string | null;
  completedAt: string | null;
  teacherComment: string;
  updatedAt: Date;
};

export type MedicineDoseRow = { id: number; givenAt: Date; givenByName: string | null; note: string };

/** A search's optional filters (db/statement.ts presentFilters; a LIKE pattern for the child's name). */
type SearchFilters = { status?: MedicineRow['status']; from?: string; to?: string; childName?: string };
type FilterName = keyof SearchFilters;

function searchFilters(query: MedicineSearchQuery): SearchFilters {
  const filters: SearchFilters = {};
  if (query.status) filters.status = query.status;
  if (query.searchType === 'date') {
    if (query.startDate) filters.from = query.startDate;
    if (query.endDate) filters.to = query.endDate;
  }
  if (query.searchType === 'childName' && query.keyword) filters.childName = likePattern(query.keyword);
  return filters;
}

/** The filter as values, or as placeholders (`param`) in a prepared statement. */
function searchWhere(classId: number | SQL, filters: { [F in FilterName]?: SearchFilters[F] | SQL }): SQL {
  const conditions: SQL[] = [eq(medicineRequests.classId, classId)];
  if (filters.status) conditions.push(eq(medicineRequests.status, filters.status));
  if (filters.from) conditions.push(gte(medicineRequests.requestDate, filters.from));
  if (filters.to) conditions.push(lte(medicineRequests.requestDate, filters.to));
  if (filters.childName) {
    conditions.push(childNameMatches(medicineRequests.childId, filters.childName));
  }
  return and(...conditions) as SQL;
}

const byStatus = [
  sql`case ${medicineRequests.status} when 'REQUESTED' then 0 when 'CHECKED' then 1 when 'COMPLETED' then 2 else 3 end`,
  desc(medicineRequests.id),
];

/** One part of a class's "today first" list (lib/paging.ts): the shape's prefix is the part (`rest:from,status`). */
const searchPart = preparedStatement('kg_medicine_search', (db, shape: FilterShape<SearchFilters, TodayFirstStatement>) => {
  const where = searchWhere(param('classId'), filterParams(shape));
  const select = (total: SQL<number>) =>
    db
      .select({ ...listColumns, total })
      .from(medicineRequests)
      .innerJoin(children, eq(children.id, medicineRequests.childId))
      .$dynamic();
  const countSelect = db.select({ total: count() }).from(medicineRequests).where(where);
  return todayFirstPart(shapePrefix(shape), select, { where, count: countSelect, day: medicineRequests.requestDate, order: byStatus });
});

const childPage = preparedStatement('kg_medicine_child_page', (db) => {
  const where = eq(medicineRequests.childId, sql.placeholder('childId'));
  return db
    .select({ ...listColumns, total: totalColumn(db.select({ total: count() }).from(medicineRequests).where(where)) })
    .from(medicineRequests)
    .innerJoin(children, eq(children.id, medicineRequests.childId))
    .where(where)
    .orderBy(desc(medicineRequests.requestDate), desc(medicineRequests.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** The request with its names (class, parent and relation, teachers); the caller adds the where clause. */
function detailQuery(db: DbOrTx) {
  return db
    .select({
      ...listColumns,
      className: classes.name,
      parentNote: medicineRequests.parentNote,
      requestedByName: requester.name,
      requestedByRelation: requesterLink.relation,
      confirmedAt: medicineRequests.confirmedAt,
      cancelledAt: medicineRequests.cancelledAt,
      checkedByName: checker.name,
      checkedAt: medicineRequests.checkedAt,
      completedByName: completer.name,
      completedAt: medicineRequests.completedAt,
      teacherComment: medicineRequests.teacherComment,
      updatedAt: medicineRequests.updatedAt,
    })
    .from(medicineRequests)
    .innerJoin(children, eq(children.id, medicineRequests.childId))
    .innerJoin(classes, eq(classes.id, medicineRequests.classId))
    .leftJoin(requester, eq(requester.id, medicineRequests.requestedByParentId))
    .leftJoin(requesterLink, and(eq(requesterLink.parentId, medicineRequests.requestedByParentId), eq(requesterLink.childId, medicineRequests.childId)))
    .leftJoin(checker, eq(checker.id, medicineRequests.checkedBy))
    .leftJoin(completer, eq(completer.id, medicineRequests.completedBy))
    .$dynamic();
}

/** Drizzle queries of 투약의뢰서; every method takes the database or an open transaction. */
export const medicineRepository = {
  /** A request and its medicines (position 0 first); call inside a transaction so both land or neither. */
  async create(db: DbOrTx, values: NewMedicineRow, items: readonly MedicineItem[]): Promise<MedicineRow> {
    const [row] = await db.insert(medicineRequests).values(values).returning();
    await medicineRepository.replaceItems(db, row.id, items);
    return row;
  },

  /** The request's medicines become `items` (in this order). */
  async replaceItems(db: DbOrTx, requestId: number, items: readonly MedicineItem[]): Promise<void> {
    await db.delete(medicineRequestItems).where(eq(medicineRequestItems.requestId, requestId));
    if (items.length === 0) return;
    await db.insert(medicineRequestItems).values(
      items.map((item, position) => ({
        requestId,
        position,
        medicineName: item.medicineName,
        dosage: item.dosage,
        times: item.times,
        storage: item.storage,
      })),
    );
  },

  /**
   * One page of a class's requests: today's first, then newest day first; within a day the ones still needing the
   * teacher (REQUESTED, then CHECKED) come before the completed and cancelled ones.
   */
  async search(db: DbOrTx, classId: number, query: MedicineSearchQuery, today: string): Promise<{ rows: MedicineListRow[]; total: number }> {
    const filters = searchFilters(query);
    return paginateTodayFirstPrepared(
      query,
      (part, window) => {
        const { shape, values } = presentFilters(filters, part);
        return searchPart(db, shape).execute({ ...values, classId, today, ...window });
      },
      () => db.select({ total: count() }).from(medicineRequests).where(searchWhere(classId, filters)),
    );
  },

  /** One page of a child's requests for the parent app: newest day first, then newest request first. */
  async listOfChild(db: DbOrTx, childId: number, paging: Paging): Promise<{ rows: MedicineListRow[]; total: number }> {
    return paginatePrepared(
      paging,
      (window) => childPage(db).execute({ childId, ...window }),
      () => db.select({ total: count() }).from(medicineRequests).where(eq(medicineRequests.childId, childId)),
    );
  },

  /** The request with its names, only when it belongs to `classId`. */
  async findDetail(db: DbOrTx, classId: number, id: number): Promise<MedicineDetailRow | undefined> {
    const [row] = await detailQuery(db)
      .where(and(eq(medicineRequests.id, id), eq(medicineRequests.classId, classId)))
      .limit(1);
    return row;
  },

  /** The request with its names, only when it is about `childId` (the parent app: whatever class it was made in). */
  async findDetailOfChild(db: DbOrTx, childId: number, id: number): Promise<MedicineDetailRow | undefined> {
    const [row] = await detailQuery(db)
      .where(and(eq(medicineRequests.id, id), eq(medicineRequests.childId, childId)))
      .limit(1);
    return row;
  },

  async listDoses(db: DbOrTx, requestId: number): Promise<MedicineDoseRow[]> {
    return db
      .select({ id: medicineDoses.id, givenAt: medicineDoses.givenAt, givenByName: giver.name, note: medicineDoses.note })
      .from(medicineDoses)
      .leftJoin(giver, eq(giver.id, medicineDoses.givenBy))
      .where(eq(medicineDoses.requestId, requestId))
      .orderBy(asc(medicineDoses.givenAt), asc(medicineDoses.id));
  },

  /** Locks the request row for a state change (only when it belongs to `classId`). */
  async lockInClass(tx: DbOrTx, classId: number, id: number): Promise<MedicineRow | undefined> {
    const [row] = await tx
      .select()
      .from(medicineRequests)
      .where(and(eq(medicineRequests.id, id), eq(medicineRequests.classId, classId)))
      .limit(1)
      .for('update');
    return row;
  },

  /** Locks the request row for a parent's change (only when it is about `childId`). */
  async lockOfChild(tx: DbOrTx, childId: number, id: number): Promise<MedicineRow | undefined> {
    const [row] = await tx
      .select()
      .from(medicineRequests)
      .where(and(eq(medicineRequests.id, id), eq(medicineRequests.childId, childId)))
      .limit(1)
      .for('update');
    return row;
  },

  async update(tx: DbOrTx, id: number, values: MedicineUpdate): Promise<void> {
    await tx.update(medicineRequests).set(values).where(eq(medicineRequests.id, id));
  },

  async insertDose(tx: DbOrTx, values: typeof medicineDoses.$inferInsert): Promise<{ id: number }> {
    const [row] = await tx.insert(medicineDoses).values(values).returning({ id: medicineDoses.id });
    return row;
  },
};
