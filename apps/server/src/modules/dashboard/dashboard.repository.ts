import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AttendanceStatus, DashboardTodoChild, DashboardTodoMedicine, DashboardTodoPickup } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { filterParams, param, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { alimNotes, attendance, children, classes, medicineRequestItems, medicineRequests, rehomeRecords, teachers } from '../../db/schema/index';
import { absentOn, classHeadCounts, enrolledIn, expectedIn, isPaused } from '../class/class-membership';

export type ClassHeadRow = { id: number; name: string; color: string; introduction: string };
export type ClassTeacherRow = { id: number; classId: number | null; name: string; profileFileId: number | null };
export type ClassCardTeacher = { id: number; name: string };
export type ClassCardRow = ClassHeadRow & { childCount: number; pausedCount: number; teachers: ClassCardTeacher[] };
export type DashboardRow = ClassHeadRow & {
  teachers: ClassTeacherRow[];
  headCount: { enrolled: number; paused: number };
  statuses: AttendanceStatus[];
  medicineCount: number;
  rehomeCount: number;
  uncheckedMedicines: DashboardTodoMedicine[];
  pendingPickups: Omit<DashboardTodoPickup, 'pickupWarning'>[];
  childrenWithoutAlim: DashboardTodoChild[];
};

/**
 * Everything the class dashboard shows of a day, in one statement (one round trip, one pooled connection): the class,
 * its teachers, head counts, the day's attendance statuses, the medicine/re-home counts and the three to-do lists.
 * Composed once per database with placeholders (the class, the day) and prepared
 * (docs/decisions/011-prepared-statements.md): composing its ten subqueries again cost the server about 1.5 ms of CPU per
 * request.
 */
function buildDashboardStatement(db: DbOrTx) {
  const classId = sql`${sql.placeholder('classId')}`;
  const day = sql`${sql.placeholder('day')}`;
  const headCount = db
    .select({ enrolled: count().as('enrolled'), paused: sql<number>`count(*) filter (where ${isPaused})`.as('paused') })
    .from(children)
    .where(enrolledIn(classId, day));
  const statuses = db
    .select({ status: attendance.status })
    .from(attendance)
    .innerJoin(children, eq(children.id, attendance.childId))
    .where(and(expectedIn(classId, day), eq(attendance.attDate, day)));
  const medicineCount = db
    .select({ n: count() })
    .from(medicineRequests)
    .where(and(eq(medicineRequests.classId, classId), eq(medicineRequests.requestDate, day), ne(medicineRequests.status, 'CANCELLED')));
  const rehomeCount = db
    .select({ n: count() })
    .from(rehomeRecords)
    .where(and(eq(rehomeRecords.classId, classId), eq(rehomeRecords.rehomeDate, day), ne(rehomeRecords.status, 'STOPPED')));
  const classTeachers = db
    .select({
      id: sql`${teachers.id}`.as('id'),
      classId: sql`${teachers.classId}`.as('classId'),
      name: sql`${teachers.name}`.as('name'),
      profileFileId: sql`${teachers.profileFileId}`.as('profileFileId'),
    })
    .from(teachers)
    .where(and(eq(teachers.classId, classId), eq(teachers.active, true)))
    .orderBy(asc(teachers.name), asc(teachers.id));
  // today's requests nobody has confirmed yet: the first medicine ('해열제 시럽', or '해열제 시럽 외 1' when the request
  // holds more) and its times
  const firstItem = (column: SQL) =>
    sql`coalesce((select ${column} from ${medicineRequestItems} where ${medicineRequestItems.requestId} = ${medicineRequests.id}
      order by ${medicineRequestItems.position} limit 1), '')`;
  const uncheckedMedicines = db
    .select({
      medicineId: sql`${medicineRequests.id}`.as('medicineId'),
      childCode: sql`${children.id}`.as('childCode'),
      childName: sql`${children.name}`.as('childName'),
      medicineName: firstItem(sql`${medicineRequestItems.medicineName} || case when count(*) over () > 1 then ' 외 ' || (count(*) over () - 1) else '' end`).as('medicineName'),
      times: firstItem(sql`${medicineRequestItems.times}`).as('times'),
    })
    .from(medicineRequests)
    .innerJoin(children, eq(children.id, medicineRequests.childId))
    .where(and(eq(medicineRequests.classId, classId), eq(medicineRequests.requestDate, day), eq(medicineRequests.status, 'REQUESTED')))
    .orderBy(asc(children.name), asc(medicineRequests.id));
  // today's pickups not handed over yet (requested or checked), by time
  const pendingPickups = db
    .select({
      rehomeId: sql`${rehomeRecords.id}`.as('rehomeId'),
      childCode: sql`${children.id}`.as('childCode'),
      childName: sql`${children.name}`.as('childName'),
      rehomeTime: sql`${rehomeRecords.rehomeTime}`.as('rehomeTime'),
      pickupName: sql`${rehomeRecords.pickupName}`.as('pickupName'),
      status: sql`${rehomeRecords.status}`.as('status'),
    })
    .from(rehomeRecords)
    .innerJoin(children, eq(children.id, rehomeRecords.childId))
    .where(and(eq(rehomeRecords.classId, classId), eq(rehomeRecords.rehomeDate, day), inArray(rehomeRecords.status, ['REQUESTED', 'CHECKED'])))
    .orderBy(asc(rehomeRecords.rehomeTime), asc(rehomeRecords.id));
  // children expected that day with no 알림장, the absent ones (결석, 인정결석) left out
  const childrenWithoutAlim = db
    .select({ childCode: sql`${children.id}`.as('childCode'), childName: sql`${children.name}`.as('childName') })
    .from(children)
    .leftJoin(alimNotes, and(eq(alimNotes.childId, children.id), eq(alimNotes.noteDate, day)))
    .where(and(expectedIn(classId, day), sql`${alimNotes.id} is null`, sql`not ${absentOn(day)}`))
    .orderBy(asc(children.name), asc(children.id));

  return db
    .select({
      id: classes.id,
      name: classes.name,
      color: classes.color,
      introduction: classes.introduction,
      teachers: jsonRows<ClassTeacherRow>(classTeachers),
      headCount: sql<{ enrolled: number; paused: number }>`(select row_to_json(h) from (${headCount}) h)`,
      statuses: sql<AttendanceStatus[]>`(select coalesce(json_agg(s.status), '[]'::json) from (${statuses}) s)`,
      medicineCount: sql<number>`(${medicineCount})`.mapWith(Number),
      rehomeCount: sql<number>`(${rehomeCount})`.mapWith(Number),
      uncheckedMedicines: jsonRows<DashboardTodoMedicine>(uncheckedMedicines),
      pendingPickups: jsonRows<Omit<DashboardTodoPickup, 'pickupWarning'>>(pendingPickups),
      childrenWithoutAlim: jsonRows<DashboardTodoChild>(childrenWithoutAlim),
    })
    .from(classes)
    .where(eq(classes.id, classId));
}

/** The class cards (story/a1), with their active teachers by name: every class of the centre, or the one of a teacher (`classId`). */
type ClassCardsShape = FilterShape<{ classId?: number }>;
const classCards = preparedStatement<ReturnType<typeof buildClassCards>, ClassCardsShape>('kg_story_class_cards', (db, shape) => buildClassCards(db, shape));

function buildClassCards(db: DbOrTx, shape: ClassCardsShape) {
  const { classId } = filterParams(shape);
  const counts = classHeadCounts(db, param('day'));
  const cardTeachers = db
    .select({ id: sql`${teachers.id}`.as('id'), name: sql`${teachers.name}`.as('name') })
    .from(teachers)
    .where(and(eq(teachers.classId, classes.id), eq(teachers.active, true)))
    .orderBy(asc(teachers.name), asc(teachers.id));
  return db
    .select({
      id: classes.id,
      name: classes.name,
      color: classes.color,
      introduction: classes.introduction,
      childCount: sql<number>`coalesce(${counts.enrolled}, 0)`.mapWith(Number),
      pausedCount: sql<number>`coalesce(${counts.paused}, 0)`.mapWith(Number),
      teachers: jsonRows<ClassCardTeacher>(cardTeachers),
    })
    .from(classes)
    .leftJoin(counts, eq(counts.classId, classes.id))
    .where(and(eq(classes.centreId, param('centreId')), classId ? eq(classes.id, classId) : undefined))
    .orderBy(asc(classes.name), asc(classes.id));
}

const dashboardStatement = preparedStatement('kg_dashboard', buildDashboardStatement);

/** Drizzle queries of the class list (story/a1) and the class dashboard; every method takes the database or a transaction. */
export const dashboardRepository = {
  /** The classes with their head count on `day` (class-membership.ts: enrolled, paused among them), by name. */
  async listClasses(db: DbOrTx, centreId: number, day: string, onlyClassId?: number): Promise<ClassCardRow[]> {
    const { shape, values } = presentFilters({ classId: onlyClassId });
    return classCards(db, shape).execute({ ...values, centreId, day });
  },

  /**
   * Everything the class dashboard shows of `day` (buildDashboardStatement); undefined when the class does not exist.
   */
  async dashboardOf(db: DbOrTx, classId: number, day: string): Promise<DashboardRow | undefined> {
    const [row] = await dashboardStatement(db).execute({ classId, day });
    return row as DashboardRow | undefined;
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
