import {
  CLASS_NOT_FOUND_MESSAGE,
  countAttendance,
  type ClassIntroduce,
  type Dashboard,
  type StoryClassCard,
  type UpdateClassIntroduceBody,
} from '@kg/contract';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { mayWorkInClass, worksInEveryClass } from '../../policies/class';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { rehomeRepository } from '../rehome/rehome.repository';
import { pickupCheck } from '../rehome/rehome.service';
import { schoolDayInfo } from '../holiday/holiday.service';
import { dashboardRepository as repo, type DashboardRow } from './dashboard.repository';
import { toDashboardTeacher, toStoryClassCard } from './dashboard.presenter';

/** story/a1: admins and managers see every class of their centre; a teacher only their own (none without a class). */
export async function listStoryClasses(ctx: ServiceContext): Promise<StoryClassCard[]> {
  const principal = requireActor(ctx);
  const everyClass = worksInEveryClass(principal);
  if (!everyClass && principal.classId === null) return [];
  const rows = await repo.listClasses(ctx.db, requireCentre(ctx), ctx.today(), everyClass ? undefined : principal.classId!);
  return rows.map(toStoryClassCard);
}

/** Today's pickups with the rehome rule's warning on each person the child's record bars or does not name. */
async function pickupsWithWarnings(ctx: ServiceContext, pickups: DashboardRow['pendingPickups']): Promise<Dashboard['todo']['pendingPickups']> {
  const persons = await rehomeRepository.pickupPersonsOf(ctx.db, pickups.map((p) => p.childCode));
  return pickups.map((pickup) => {
    const check = pickupCheck(pickup.pickupName, persons.filter((p) => p.childId === pickup.childCode));
    return { ...pickup, pickupWarning: check.authorised ? null : check.registered ? 'BARRED' : 'UNREGISTERED' };
  });
}

/** The class dashboard: counts of today (the centre's day) and what still needs doing. */
export async function getDashboard(ctx: ServiceContext, classId: number): Promise<Dashboard> {
  const principal = requireActor(ctx);
  const day = ctx.today();
  const cls = await repo.dashboardOf(ctx.db, classId, day);
  if (!cls) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  const { headCount, statuses } = cls;
  const todayInfo = await schoolDayInfo(ctx.db, requireCentre(ctx), day);
  const counts = countAttendance(statuses.map((status) => ({ record: { status, excused: false } })));
  const attendance = {
    present: counts.present,
    absent: counts.absent,
    late: counts.late,
    earlyLeave: counts.earlyLeave,
    notYet: Math.max(0, headCount.enrolled - headCount.paused - statuses.length),
  };
  const people = cls.teachers.map(toDashboardTeacher);
  return {
    classId: cls.id,
    className: cls.name,
    classColor: cls.color,
    classIntroduce: cls.introduction,
    teacherName: people[0]?.name ?? null,
    teacherProfileUrl: people[0]?.profileUrl ?? null,
    teachers: people,
    today: day,
    todayInfo,
    childrenCount: headCount.enrolled,
    pausedCount: headCount.paused,
    attendance,
    todayAttendanceCount: attendance.present + attendance.late + attendance.earlyLeave,
    todayMedicineCount: cls.medicineCount,
    todayReHomeCount: cls.rehomeCount,
    canEditIntroduce: mayWorkInClass(principal, classId),
    todo: {
      uncheckedMedicines: cls.uncheckedMedicines,
      pendingPickups: await pickupsWithWarnings(ctx, cls.pendingPickups),
      childrenWithoutAlim: cls.childrenWithoutAlim,
    },
  };
}

/** The class's own teacher or an admin/manager rewrites the introduction (audit-logged). */
export async function updateClassIntroduce(ctx: ServiceContext, classId: number, body: UpdateClassIntroduceBody): Promise<ClassIntroduce> {
  return ctx.db.transaction(async (tx) => {
    const cls = await repo.lockClass(tx, classId);
    if (!cls) throw notFound(CLASS_NOT_FOUND_MESSAGE);
    if (cls.introduction !== body.classIntroduce) {
      await repo.updateIntroduction(tx, classId, body.classIntroduce, ctx.now());
      await writeAudit(tx, ctx, {
        action: 'CLASS_INTRODUCE_UPDATED',
        subjectType: 'class',
        subjectId: classId,
        detail: { length: body.classIntroduce.length },
      });
    }
    return { classId, classIntroduce: body.classIntroduce };
  });
}
