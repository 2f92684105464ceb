import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { alimNotes, attendance, children, classes, medicineRequestItems, medicineRequests, rehomeRecords, teachers } from '../../db/schema/index';
import { absentOn, classHeadCounts, expectedIn } from '../class/class-membership';

export type ClassHeadRow = { id: number; name: string; color: string; introduction: string };
export type ClassTeacherRow = { id: number; classId: number | null; name: string; profileFileId: number | null };

/** Drizzle queries of the class list (story/a1) and the class dashboard; every method takes the database or a transaction. */
export const dashboardRepository = {
  /** The classes with their head count on `day` (class-membership.ts: enrolled, paused among them), by name. */
  async listClasses(db: DbOrTx, day: string, onlyClassId?: number): Promise<(ClassHeadRow & { childCount: number; pausedCount: number })[]> {
    const counts = classHeadCounts(db, day);
    return db
      .select({
        id: classes.id,
        name: classes.name,
        color: classes.color,
        introduction: classes.introduction,
        childCount: sql<number>`coalesce(${counts.enrolled}, 0)`.mapWith(Number),
        pausedCount: sql<number>`coalesce(${counts.paused}, 0)`.mapWith(Number),
      })
      .from(classes)
      .leftJoin(counts, eq(counts.classId, classes.id))
      .where(onlyClassId === undefined ? undefined : eq(classes.id, onlyClassId))
      .orderBy(asc(classes.name), asc(classes.id));
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

  /** The statuses of `day` of the children expected in the class (children without a row are left out). */
  async attendanceStatuses(db: DbOrTx, classId: number, day: string): Promise<{ status: AttendanceStatus }[]> {
    return db
      .select({ status: attendance.status })
      .from(attendance)
      .innerJoin(children, eq(children.id, attendance.childId))
      .where(and(expectedIn(classId, day), eq(attendance.attDate, day)));
  },

  async countMedicine(db: DbOrTx, classId: number, day: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(medicineRequests)
      .where(and(eq(medicineRequests.classId, classId), eq(medicineRequests.requestDate, day), sql`${medicineRequests.status} <> 'CANCELLED'`));
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
        // the first medicine ('해열제 시럽', or '해열제 시럽 외 1' when the request holds more) and its times
        medicineName: sql<string>`coalesce((select ${medicineRequestItems.medicineName} || case when count(*) over () > 1 then ' 외 ' || (count(*) over () - 1) else '' end
          from ${medicineRequestItems} where ${medicineRequestItems.requestId} = ${medicineRequests.id} order by ${medicineRequestItems.position} limit 1), '')`,
        times: sql<string>`coalesce((select ${medicineRequestItems.times} from ${medicineRequestItems}
          where ${medicineRequestItems.requestId} = ${medicineRequests.id} order by ${medicineRequestItems.position} limit 1), '')`,
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

  /** Children expected in the class on `day` with no 알림장 that day, the absent ones (결석, 인정결석) left out. */
  async childrenWithoutAlim(db: DbOrTx, classId: number, day: string) {
    return db
      .select({ childCode: children.id, childName: children.name })
      .from(children)
      .leftJoin(alimNotes, and(eq(alimNotes.childId, children.id), eq(alimNotes.noteDate, day)))
      .where(and(expectedIn(classId, day), sql`${alimNotes.id} is null`, sql`not ${absentOn(day)}`))
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
