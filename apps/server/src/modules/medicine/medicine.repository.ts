import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MedicineSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { children, classes, medicineDoses, medicineRequests, teachers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginate, totalOver } from '../../lib/paging';

export type MedicineRow = typeof medicineRequests.$inferSelect;
export type NewMedicineRow = typeof medicineRequests.$inferInsert;
export type MedicineUpdate = Partial<Omit<NewMedicineRow, 'id' | 'classId' | 'childId' | 'createdAt'>>;

const checker = alias(teachers, 'checker');
const completer = alias(teachers, 'completer');
const giver = alias(teachers, 'giver');

const listColumns = {
  id: medicineRequests.id,
  classId: medicineRequests.classId,
  childId: medicineRequests.childId,
  childName: children.name,
  requestDate: medicineRequests.requestDate,
  symptom: medicineRequests.symptom,
  medicineName: medicineRequests.medicineName,
  dosage: medicineRequests.dosage,
  times: medicineRequests.times,
  storage: medicineRequests.storage,
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
  medicineName: string;
  dosage: string;
  times: string;
  storage: MedicineRow['storage'];
  status: MedicineRow['status'];
  createdAt: Date;
  doseCount: number;
  lastDoseAt: Date | null;
};

export type MedicineDetailRow = MedicineListRow & {
  className: string;
  parentNote: string;
  checkedByName: string | null;
  checkedAt: Date | null;
  completedByName: string | null;
  completedAt: string | null;
  teacherComment: string;
  updatedAt: Date;
};

export type MedicineDoseRow = { id: number; givenAt: Date; givenByName: string | null; note: string };

function searchWhere(classId: number, query: MedicineSearchQuery): SQL {
  const conditions: SQL[] = [eq(medicineRequests.classId, classId)];
  if (query.status) conditions.push(eq(medicineRequests.status, query.status));
  if (query.searchType === 'date') {
    if (query.startDate) conditions.push(gte(medicineRequests.requestDate, query.startDate));
    if (query.endDate) conditions.push(lte(medicineRequests.requestDate, query.endDate));
  }
  if (query.searchType === 'childName' && query.keyword) conditions.push(ilike(children.name, likePattern(query.keyword)));
  return and(...conditions) as SQL;
}

/** Drizzle queries of 투약의뢰서; every method takes the database or an open transaction. */
export const medicineRepository = {
  async create(db: DbOrTx, values: NewMedicineRow): Promise<MedicineRow> {
    const [row] = await db.insert(medicineRequests).values(values).returning();
    return row;
  },

  /**
   * One page of a class's requests: today's first, then newest day first; within a day the ones still needing the
   * teacher (REQUESTED, then CHECKED) come before the completed ones.
   */
  async search(db: DbOrTx, classId: number, query: MedicineSearchQuery, today: string): Promise<{ rows: MedicineListRow[]; total: number }> {
    const where = searchWhere(classId, query);
    return paginate(
      query,
      ({ limit, offset }) =>
        db
          .select({ ...listColumns, total: totalOver() })
          .from(medicineRequests)
          .innerJoin(children, eq(children.id, medicineRequests.childId))
          .where(where)
          .orderBy(
            sql`case when ${medicineRequests.requestDate} = ${today} then 0 else 1 end`,
            desc(medicineRequests.requestDate),
            sql`case ${medicineRequests.status} when 'REQUESTED' then 0 when 'CHECKED' then 1 else 2 end`,
            desc(medicineRequests.id),
          )
          .limit(limit)
          .offset(offset),
      async () => {
        const [row] = await db.select({ total: count() }).from(medicineRequests).innerJoin(children, eq(children.id, medicineRequests.childId)).where(where);
        return row.total;
      },
    );
  },

  /** The request with its names, only when it belongs to `classId`. */
  async findDetail(db: DbOrTx, classId: number, id: number): Promise<MedicineDetailRow | undefined> {
    const [row] = await db
      .select({
        ...listColumns,
        className: classes.name,
        parentNote: medicineRequests.parentNote,
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
      .leftJoin(checker, eq(checker.id, medicineRequests.checkedBy))
      .leftJoin(completer, eq(completer.id, medicineRequests.completedBy))
      .where(and(eq(medicineRequests.id, id), eq(medicineRequests.classId, classId)))
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

  async update(tx: DbOrTx, id: number, values: MedicineUpdate): Promise<void> {
    await tx.update(medicineRequests).set(values).where(eq(medicineRequests.id, id));
  },

  async insertDose(tx: DbOrTx, values: typeof medicineDoses.$inferInsert): Promise<{ id: number }> {
    const [row] = await tx.insert(medicineDoses).values(values).returning({ id: medicineDoses.id });
    return row;
  },
};
