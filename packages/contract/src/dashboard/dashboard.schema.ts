import { z } from 'zod';
import { classIdSchema } from '../common/fields';
import { schoolDayInfoSchema } from '../holiday/holiday.schema';

export const CLASS_INTRODUCTION_MAX = 1000;

// ------------------------------------------------------------------------------------------------ story/a1

export const storyClassTeacherSchema = z.object({ tno: z.number().int(), name: z.string() });
export type StoryClassTeacher = z.infer<typeof storyClassTeacherSchema>;

/** One card of story/a1: a class with its teachers and its head count today (docs/product/class.md#who-is-in-a-class). */
export const storyClassCardSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  classColor: z.string(),
  teachers: z.array(storyClassTeacherSchema),
  /** enrolled today (재원 + 휴원) */
  childCount: z.number().int(),
  /** of childCount, the paused (휴원) ones */
  pausedCount: z.number().int(),
});
export type StoryClassCard = z.infer<typeof storyClassCardSchema>;
export const storyClassListSchema = z.array(storyClassCardSchema);

// ------------------------------------------------------------------------------------------------ dashboard

export const dashboardParamsSchema = z.object({ classId: classIdSchema });
export type DashboardParams = z.infer<typeof dashboardParamsSchema>;

/** Today's roll call of the children expected in the class (재원, admitted; not 휴원); `notYet` have no row yet. */
export const dashboardAttendanceSchema = z.object({
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  earlyLeave: z.number().int(),
  notYet: z.number().int(),
});
export type DashboardAttendance = z.infer<typeof dashboardAttendanceSchema>;

export const dashboardTeacherSchema = z.object({
  tno: z.number().int(),
  name: z.string(),
  /** the authorised file route /api/file/{id}, or null without a photo */
  profileUrl: z.string().nullable(),
});
export type DashboardTeacher = z.infer<typeof dashboardTeacherSchema>;

/** What still needs doing today: each entry names a child and the record to open. */
export const dashboardTodoMedicineSchema = z.object({
  medicineId: z.number().int(),
  childCode: z.number().int(),
  childName: z.string(),
  medicineName: z.string(),
  times: z.string(),
});
export const dashboardTodoPickupSchema = z.object({
  rehomeId: z.number().int(),
  childCode: z.number().int(),
  childName: z.string(),
  rehomeTime: z.string(),
  pickupName: z.string(),
  status: z.enum(['REQUESTED', 'CHECKED']),
  /**
   * Why the pickup person needs checking before the hand-over, the rehome rule's answer (docs/product/rehome.md):
   * the child's record bars them, or does not name them at all; null when it authorises them.
   */
  pickupWarning: z.enum(['BARRED', 'UNREGISTERED']).nullable(),
});
export const dashboardTodoChildSchema = z.object({ childCode: z.number().int(), childName: z.string() });
export type DashboardTodoMedicine = z.infer<typeof dashboardTodoMedicineSchema>;
export type DashboardTodoPickup = z.infer<typeof dashboardTodoPickupSchema>;
export type DashboardTodoChild = z.infer<typeof dashboardTodoChildSchema>;

/** GET /api/v2/story/{classId}. "Today" is the centre's day (`today`, yyyy-MM-dd). */
export const dashboardSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  classColor: z.string(),
  classIntroduce: z.string(),
  /** the class's first teacher (docs/product/dashboard.md#what-the-dashboard-shows); null for a class without one */
  teacherName: z.string().nullable(),
  teacherProfileUrl: z.string().nullable(),
  teachers: z.array(dashboardTeacherSchema),
  today: z.string(),
  /** whether the centre runs today: on a holiday or a weekday off the dashboard asks for no attendance */
  todayInfo: schoolDayInfoSchema,
  /** head count today: enrolled (재원 + 휴원; docs/product/class.md#who-is-in-a-class) */
  childrenCount: z.number().int(),
  /** of childrenCount, the paused (휴원) ones: not expected at attendance or 알림장 */
  pausedCount: z.number().int(),
  attendance: dashboardAttendanceSchema,
  /** children present, late or leaving early today */
  todayAttendanceCount: z.number().int(),
  todayMedicineCount: z.number().int(),
  todayReHomeCount: z.number().int(),
  /** may the caller edit the class introduction (its own teacher, admins and managers) */
  canEditIntroduce: z.boolean(),
  todo: z.object({
    uncheckedMedicines: z.array(dashboardTodoMedicineSchema),
    pendingPickups: z.array(dashboardTodoPickupSchema),
    childrenWithoutAlim: z.array(dashboardTodoChildSchema),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const updateClassIntroduceBodySchema = z.object({
  classIntroduce: z
    .string({ error: '반 소개를 입력해 주세요.' })
    .trim()
    .max(CLASS_INTRODUCTION_MAX, { error: `반 소개는 ${CLASS_INTRODUCTION_MAX}자 이하로 입력해 주세요.` }),
});
export type UpdateClassIntroduceBody = z.infer<typeof updateClassIntroduceBodySchema>;

export const classIntroduceSchema = z.object({ classId: z.number().int(), classIntroduce: z.string() });
export type ClassIntroduce = z.infer<typeof classIntroduceSchema>;
