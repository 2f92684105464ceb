import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { attendance, children, teachers } from '../../db/schema/index';
import { param, preparedStatement } from '../../db/statement';
import { expectedIn, type MembershipClass, type MembershipDay } from '../class/class-membership';

export type AttendanceRowWithChild = {
  childId: number;
  childName: string;
  gender: 'M' | 'F';
  status: AttendanceStatus | null;
  arrivedAt: string | null;
  leftAt: string | null;
  excused: boolean | null;
  excuseReason: string | null;
  note: string | null;
  recordedByName: string | null;
  updatedAt: Date | null;
};

export type AttendanceUpsert = {
  classId: number;
  childId: number;
  attDate: string;
  status: AttendanceStatus;
  arrivedAt: string | null;
  leftAt: string | null;
  excused: boolean;
  excuseReason: string;
  note: string;
  recordedBy: number;
};

export type ExistingAttendance = {
  childId: number;
  status: AttendanceStatus;
  arrivedAt: string | null;
  leftAt: string | null;
  excused: boolean;
  excuseReason: string;
  note: string;
};

/**
 * A day's children of a class: those expected in it that day (class-membership.ts: 재원, admitted by then, not
 * left), plus any child recorded in it that day (moved or paused since).
 */
function rosterWhere(classId: MembershipClass, date: MembershipDay) {
  const recordedThatDay = sql`${children.id} in (select ${attendance.childId} from ${attendance} where ${attendance.classId} = ${classId} and ${attendance.attDate} = ${date})`;
  return or(expectedIn(classId, date), recordedThatDay);
}

const daySheet = preparedStatement('kg_attendance_day', (db) => {
  const classId = param('classId');
  const date = param('date');
  return db
    .select({
      childId: children.id,
      childName: children.name,
      gender: children.gender,
      status: attendance.status,
      arrivedAt: attendance.arrivedAt,
      leftAt: attendance.leftAt,
      excused: attendance.excused,
      excuseReason: attendance.excuseReason,
      note: attendance.note,
      recordedByName: teachers.name,
      updatedAt: attendance.updatedAt,
    })
    .from(children)
    .leftJoin(attendance, and(eq(attendance.childId, children.id), eq(attendance.attDate, date)))
    .leftJoin(teachers, eq(teachers.id, attendance.recordedBy))
    .where(rosterWhere(classId, date))
    .orderBy(asc(children.name), asc(children.id));
});

/** Drizzle queries of 출석부; every method takes the database or an open transaction. */
export const attendanceRepository = {
  /** The roster of the day with each child's row (or nulls), by name. */
  async listDay(db: DbOrTx, classId: number, date: string): Promise<AttendanceRowWithChild[]> {
    return daySheet(db).execute({ classId, date });
  },

  /** Ids of the day's roster (who may be recorded in this class that day). */
  async rosterIds(db: DbOrTx, classId: number, date: string): Promise<Set<number>> {
    const rows = await db.select({ id: children.id }).from(children).where(rosterWhere(classId, date));
    return new Set(rows.map((r) => r.id));
  },

  /** The rows the children already have that day (locked: the write decides from them). */
  async lockExisting(tx: DbOrTx, childIds: number[], date: string): Promise<Map<number, ExistingAttendance>> {
    if (childIds.length === 0) return new Map();
    const rows = await tx
      .select({
        childId: attendance.childId,
        status: attendance.status,
        arrivedAt: attendance.arrivedAt,
        leftAt: attendance.leftAt,
        excused: attendance.excused,
        excuseReason: attendance.excuseReason,
        note: attendance.note,
      })
      .from(attendance)
      .where(and(inArray(attendance.childId, childIds), eq(attendance.attDate, date)))
      .for('update');
    return new Map(rows.map((r) => [r.childId, r]));
  },

  /** Insert or replace each child's row of the day (one per child and day). */
  async upsertMany(tx: DbOrTx, rows: AttendanceUpsert[], now: Date): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insert(attendance)
      .values(rows.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: [attendance.childId, attendance.attDate],
        set: {
          classId: sql`excluded.class_id`,
          status: sql`excluded.status`,
          arrivedAt: sql`excluded.arrived_at`,
          leftAt: sql`excluded.left_at`,
          excused: sql`excluded.excused`,
          excuseReason: sql`excluded.excuse_reason`,
          note: sql`excluded.note`,
          recordedBy: sql`excluded.recorded_by`,
          updatedAt: now,
        },
      });
  },

  /** Marks present every child of the roster without a row that day; returns who was marked. */
  async insertPresentForMissing(tx: DbOrTx, classId: number, date: string, arrivedAt: string, recordedBy: number): Promise<number[]> {
    const missing = await tx
      .select({ id: children.id })
      .from(children)
      .leftJoin(attendance, and(eq(attendance.childId, children.id), eq(attendance.attDate, date)))
      .where(and(rosterWhere(classId, date), sql`${attendance.id} is null`));
    if (missing.length === 0) return [];
    const inserted = await tx
      .insert(attendance)
      .values(missing.map((m) => ({ classId, childId: m.id, attDate: date, status: 'present' as const, arrivedAt, recordedBy })))
      .onConflictDoNothing({ target: [attendance.childId, attendance.attDate] })
      .returning({ childId: attendance.childId });
    return inserted.map((r) => r.childId);
  },
};
