import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countAttendance,
  isStaffAdmin,
  type ClassIntroduce,
  type Dashboard,
  type StoryClassCard,
  type UpdateClassIntroduceBody,
} from '@kg/contract';
import { canAccessClass, requirePrincipal } from '../../plugins/access';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { todayIn } from '@kg/contract';
import { dashboardRepository as repo } from './dashboard.repository';
import { toDashboardTeacher, toStoryClassCard } from './dashboard.presenter';

const CLASS_NOT_FOUND_MESSAGE = '반을 찾을 수 없습니다.';

/** story/a1: admins and managers see every class; a teacher only their own (none without a class). */
export async function listStoryClasses(app: FastifyInstance, request: FastifyRequest): Promise<StoryClassCard[]> {
  const principal = requirePrincipal(request);
  if (!isStaffAdmin(principal.role) && principal.classId === null) return [];
  const rows = await repo.listClasses(app.db, isStaffAdmin(principal.role) ? undefined : principal.classId!);
  const teachers = await repo.teachersOf(app.db, rows.map((r) => r.id));
  return rows.map((row) => toStoryClassCard(row, teachers));
}

/** The class dashboard: counts of today (the centre's day) and what still needs doing. */
export async function getDashboard(app: FastifyInstance, request: FastifyRequest, classId: number): Promise<Dashboard> {
  const principal = requirePrincipal(request);
  const cls = await repo.findClass(app.db, classId);
  if (!cls) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  const day = todayIn(app.config.timeZone);
  const [teachers, childrenCount, statuses, todayMedicineCount, todayReHomeCount, uncheckedMedicines, pendingPickups, childrenWithoutAlim] =
    await Promise.all([
      repo.teachersOf(app.db, [classId]),
      repo.countActiveChildren(app.db, classId),
      repo.attendanceStatuses(app.db, classId, day),
      repo.countMedicine(app.db, classId, day),
      repo.countRehome(app.db, classId, day),
      repo.uncheckedMedicines(app.db, classId, day),
      repo.pendingPickups(app.db, classId, day),
      repo.childrenWithoutAlim(app.db, classId, day),
    ]);
  const counts = countAttendance(statuses.map((s) => ({ record: { status: s.status, excused: false } })));
  const attendance = {
    present: counts.present,
    absent: counts.absent,
    late: counts.late,
    earlyLeave: counts.earlyLeave,
    notYet: Math.max(0, childrenCount - statuses.length),
  };
  const people = teachers.map(toDashboardTeacher);
  return {
    classId: cls.id,
    className: cls.name,
    classColor: cls.color,
    classIntroduce: cls.introduction,
    teacherName: people[0]?.name ?? null,
    teacherProfileUrl: people[0]?.profileUrl ?? null,
    teachers: people,
    today: day,
    childrenCount,
    attendance,
    todayAttendanceCount: attendance.present + attendance.late + attendance.earlyLeave,
    todayMedicineCount,
    todayReHomeCount,
    canEditIntroduce: canAccessClass(principal, classId),
    todo: { uncheckedMedicines, pendingPickups, childrenWithoutAlim },
  };
}

/** The class's own teacher or an admin/manager rewrites the introduction (audit-logged). */
export async function updateClassIntroduce(
  app: FastifyInstance,
  request: FastifyRequest,
  classId: number,
  body: UpdateClassIntroduceBody,
): Promise<ClassIntroduce> {
  return app.db.transaction(async (tx) => {
    const cls = await repo.lockClass(tx, classId);
    if (!cls) throw notFound(CLASS_NOT_FOUND_MESSAGE);
    if (cls.introduction !== body.classIntroduce) {
      await repo.updateIntroduction(tx, classId, body.classIntroduce);
      await writeAudit(tx, request, {
        action: 'CLASS_INTRODUCE_UPDATED',
        subjectType: 'class',
        subjectId: classId,
        detail: { length: body.classIntroduce.length },
      });
    }
    return { classId, classIntroduce: body.classIntroduce };
  });
}
