import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { alimNotes, attendance, children, classes, medicineRequests, rehomeRecords, teachers } from '../../db/schema/index';

export type ClassHeadRow = { id: number; name: string; color: string; introduction: string };
export type ClassTeacherRow = { id: number; classId: number | null; name: string; profileFileId: number | null };

const activeIn = (classId: number) => and(eq(children.classId, classId), eq(children.status, 'active'));

/** Drizzle queries of the class list (story/a1) and the class dashboard; every method takes the database or a transaction. */
export const dashboardRepository = {
  async listClasses(db: DbOrTx, onlyClassId?: number): Promise<(ClassHeadRow & { childCount: number })[]> {
    const rows = await db
      .select({ id: classes.id, name: classes.name, color: classes.color, introduction: classes.introduction })
      .from(classes)
      .where(onlyClassId === undefined ? undefined : eq(classes.id, onlyClassId))
      .orderBy(asc(classes.name));
    if (rows.length === 0) return [];
    const counts = await db
      .select({ classId: children.classId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(children)
      .where(and(inArray(children.classId, rows.map((r) => r.id)), eq(children.status, 'active')))
      .groupBy(children.classId);
    const byClass = new Map(counts.map((c) => [c.classId, c.n]));
    return rows.map((r) => ({ ...r, childCount: byClass.get(r.id) ?? 0 }));
  },

  async findClass(db: DbOrTx, classId: number): Promise<ClassHeadRow | undefined> {
    const [row] = await db
      .select({ id: classes.id, name: classes.name, color: classes.color, introduction: classes.introduction })
      .from(classes)
      .where(eq(classes.id, classId))
      .limit(1);
    return row;
  },

  /** Active teachers of the given classes, by name. */
  async teachersOf(db: DbOrTx, classIds: number[]): Promise<ClassTeacherRow[]> {
    if (classIds.length === 0) return [];
    return db
      .select({ id: teachers.id, classId: teachers.classId, name: teachers.name, profileFileId: teachers.profileFileId })
      .from(teachers)
      .where(and(inArray(teachers.classId, classIds), eq(teachers.active, true)))
      .orderBy(asc(teachers.name), asc(teachers.id));
  },

  async countActiveChildren(db: DbOrTx, classId: number): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(children).where(activeIn(classId));
    return row.n;
  },

  /** Today's statuses of the class's active children (children without a row are left out). */
  async attendanceStatuses(db: DbOrTx, classId: number, day: string): Promise<{ status: AttendanceStatus }[]> {
    return db
      .select({ status: attendance.status })
      .from(attendance)
      .innerJoin(children, eq(children.id, attendance.childId))
      .where(and(activeIn(classId), eq(attendance.attDate, day)));
  },

  async countMedicine(db: DbOrTx, classId: number, day: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(medicineRequests)
      .where(and(eq(medicineRequests.classId, classId), eq(medicineRequests.requestDate, day)));
    return row.n;
  },

  /** Today's re-home records that still stand (cancelled ones are left out). */
  async countRehome(db: DbOrTx, classId: number, day: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(rehomeRecords)
      .where(and(eq(rehomeRecords.classId, classId), eq(rehomeRecords.rehomeDate, day), sql`${rehomeRecords.status} <> 'STOPPED'`));
    return row.n;
  },

  /** Today's requests nobody has confirmed yet. */
  async uncheckedMedicines(db: DbOrTx, classId: number, day: string) {
    return db
      .select({
        medicineId: medicineRequests.id,
        childCode: children.id,
        childName: children.name,
        medicineName: medicineRequests.medicineName,
        times: medicineRequests.times,
      })
      .from(medicineRequests)
      .innerJoin(children, eq(children.id, medicineRequests.childId))
      .where(and(eq(medicineRequests.classId, classId), eq(medicineRequests.requestDate, day), eq(medicineRequests.status, 'REQUESTED')))
      .orderBy(asc(children.name), asc(medicineRequests.id));
  },

  /** Today's pickups not handed over yet (requested or checked), by time. */
  async pendingPickups(db: DbOrTx, classId: number, day: string) {
    const rows = await db
      .select({
        rehomeId: rehomeRecords.id,
        childCode: children.id,
        childName: children.name,
        rehomeTime: rehomeRecords.rehomeTime,
        pickupName: rehomeRecords.pickupName,
        status: rehomeRecords.status,
      })
      .from(rehomeRecords)
      .innerJoin(children, eq(children.id, rehomeRecords.childId))
      .where(and(eq(rehomeRecords.classId, classId), eq(rehomeRecords.rehomeDate, day), inArray(rehomeRecords.status, ['REQUESTED', 'CHECKED'])))
      .orderBy(asc(rehomeRecords.rehomeTime), asc(rehomeRecords.id));
    return rows as (Omit<(typeof rows)[number], 'status'> & { status: 'REQUESTED' | 'CHECKED' })[];
  },

  /** Active children of the class with no 알림장 today. */
  async childrenWithoutAlim(db: DbOrTx, classId: number, day: string) {
    return db
      .select({ childCode: children.id, childName: children.name })
      .from(children)
      .leftJoin(alimNotes, and(eq(alimNotes.childId, children.id), eq(alimNotes.noteDate, day)))
      .where(and(activeIn(classId), sql`${alimNotes.id} is null`))
      .orderBy(asc(children.name), asc(children.id));
  },

  async updateIntroduction(tx: DbOrTx, classId: number, introduction: string, now: Date): Promise<void> {
    await tx.update(classes).set({ introduction, updatedAt: now }).where(eq(classes.id, classId));
  },

  async lockClass(tx: DbOrTx, classId: number): Promise<ClassHeadRow | undefined> {
    const [row] = await tx
      .select({ id: classes.id, name: classes.name, color: classes.color, introduction: classes.introduction })
      .from(classes)
      .where(eq(classes.id, classId))
      .limit(1)
      .for('update');
    return row;
  },
};
