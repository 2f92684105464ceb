import { z } from 'zod';
import { classIdSchema, dateSchema } from '../common/fields';
import { childCodeSchema } from '../child/child.schema';
import { schoolDayInfoSchema } from '../holiday/holiday.schema';

export const attendanceStatuses = ['present', 'absent', 'late', 'early_leave'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
export const attendanceStatusLabels: Record<AttendanceStatus, string> = {
  present: '출석',
  absent: '결석',
  late: '지각',
  early_leave: '조퇴',
};

/** One tap moves a child on: 미체크 → 출석 → 결석 → 지각 → 조퇴 → 출석 … */
export function nextAttendanceStatus(current: AttendanceStatus | null): AttendanceStatus {
  if (current === null) return 'present';
  return attendanceStatuses[(attendanceStatuses.indexOf(current) + 1) % attendanceStatuses.length];
}

/** Whether the child came in at all that day (counts as attended). */
export const isAttended = (status: AttendanceStatus) => status !== 'absent';

export const ATTENDANCE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ATTENDANCE_FUTURE_MESSAGE = '미래 날짜의 출석은 기록할 수 없습니다.';
export const ATTENDANCE_REASON_REQUIRED_MESSAGE = '지난 날짜의 출석을 고치려면 수정 사유를 입력해 주세요.';
export const ATTENDANCE_NOT_IN_CLASS_MESSAGE = '이 반의 원아가 아닙니다.';
export const ATTENDANCE_ALL_PRESENT_TODAY_MESSAGE = '모두 출석은 오늘 날짜에만 할 수 있습니다.';

export const ATTENDANCE_DATE_MESSAGE = '출석 날짜를 2026-03-02처럼 입력해 주세요.';
const attendanceDateSchema = dateSchema(ATTENDANCE_DATE_MESSAGE);
/** `label` carries its object particle (등원 시간을). */
const timeSchema = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.string({ error: `${label} 09:30처럼 입력해 주세요.` }).regex(ATTENDANCE_TIME_PATTERN, { error: `${label} 09:30처럼 입력해 주세요.` }).nullable().optional(),
  );

export const attendanceStatusSchema = z.enum(attendanceStatuses, { error: '출석 상태가 올바르지 않습니다.' });

export const attendanceParamsSchema = z.object({ classId: classIdSchema });
export type AttendanceParams = z.infer<typeof attendanceParamsSchema>;

/** GET …/attendance/{classId}?date= — the date defaults to today in the centre's time zone. */
export const attendanceQuerySchema = z.object({
  date: z.preprocess((v) => (v === '' || v === null ? undefined : v), attendanceDateSchema.optional()),
});
export type AttendanceQuery = z.infer<typeof attendanceQuerySchema>;

/**
 * One child's record. A field left out keeps what is stored (one tap sends only the status); on today the server
 * fills a missing arrival of 출석/지각/조퇴 and leave time of 조퇴 with the current time; an empty time clears it.
 * 인정결석 is an absence with a reason.
 */
export const attendanceRecordInputSchema = z
  .object({
    childCode: childCodeSchema,
    status: attendanceStatusSchema,
    arrivedAt: timeSchema('등원 시간을'),
    leftAt: timeSchema('하원 시간을'),
    excused: z.boolean({ error: '인정결석 여부가 올바르지 않습니다.' }).optional(),
    excuseReason: z.string().trim().max(200, { error: '인정결석 사유는 200자 이하로 입력해 주세요.' }).optional(),
    note: z.string().trim().max(500, { error: '메모는 500자 이하로 입력해 주세요.' }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.status === 'absent' && (r.arrivedAt || r.leftAt)) {
      ctx.addIssue({ code: 'custom', path: ['arrivedAt'], message: '결석한 원아는 등·하원 시간을 입력할 수 없습니다.' });
    }
    if (r.excused && r.status !== 'absent') {
      ctx.addIssue({ code: 'custom', path: ['excused'], message: '인정결석은 결석에만 표시할 수 있습니다.' });
    }
    if (r.excused && !r.excuseReason) {
      ctx.addIssue({ code: 'custom', path: ['excuseReason'], message: '인정결석 사유를 입력해 주세요.' });
    }
    if (r.arrivedAt && r.leftAt && r.leftAt < r.arrivedAt) {
      ctx.addIssue({ code: 'custom', path: ['leftAt'], message: '하원 시간은 등원 시간보다 빠를 수 없습니다.' });
    }
  });
export type AttendanceRecordInput = z.input<typeof attendanceRecordInputSchema>;
export type AttendanceRecordBody = z.infer<typeof attendanceRecordInputSchema>;

/** PUT …/attendance/{classId}: several children of one day at once; a past day needs the reason for the change. */
export const saveAttendanceBodySchema = z
  .object({
    date: attendanceDateSchema,
    reason: z.string().trim().max(200, { error: '수정 사유는 200자 이하로 입력해 주세요.' }).optional().default(''),
    records: z
      .array(attendanceRecordInputSchema, { error: '출석 기록이 필요합니다.' })
      .min(1, { error: '출석 기록이 필요합니다.' })
      .max(200, { error: '한 번에 200명까지 기록할 수 있습니다.' }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.records.forEach((r, i) => {
      if (seen.has(r.childCode)) ctx.addIssue({ code: 'custom', path: ['records', i, 'childCode'], message: '같은 원아가 두 번 들어 있습니다.' });
      seen.add(r.childCode);
    });
  });
export type SaveAttendanceInput = z.input<typeof saveAttendanceBodySchema>;
export type SaveAttendanceBody = z.infer<typeof saveAttendanceBodySchema>;

/** PUT …/attendance/{classId}/all-present: every child without a record today becomes 출석 (arrival: now). */
export const allPresentBodySchema = z.object({ date: attendanceDateSchema });
export type AllPresentBody = z.infer<typeof allPresentBodySchema>;

export const attendanceRecordSchema = z.object({
  status: attendanceStatusSchema,
  arrivedAt: z.string().nullable(),
  leftAt: z.string().nullable(),
  excused: z.boolean(),
  excuseReason: z.string(),
  note: z.string(),
  recordedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const attendanceChildSchema = z.object({
  childCode: z.number().int(),
  childName: z.string(),
  gender: z.enum(['M', 'F']),
  /** null: not taken yet */
  record: attendanceRecordSchema.nullable(),
});
export type AttendanceChild = z.infer<typeof attendanceChildSchema>;

export const attendanceCountsSchema = z.object({
  total: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  earlyLeave: z.number().int(),
  notYet: z.number().int(),
  excused: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

/** One class's roll call for one day. */
export const attendanceSheetSchema = z.object({
  classId: z.number().int(),
  date: z.string(),
  isToday: z.boolean(),
  /** a day the centre does not run (a holiday, a weekday off) still shows its records (docs/product/holiday.md) */
  day: schoolDayInfoSchema,
  children: z.array(attendanceChildSchema),
  counts: attendanceCountsSchema,
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

export const allPresentResultSchema = z.object({ marked: z.number().int(), sheet: attendanceSheetSchema });
export type AllPresentResult = z.infer<typeof allPresentResultSchema>;

/** The counts of a day's children (the page and the dashboard agree on them). */
export function countAttendance(children: readonly { record: { status: AttendanceStatus; excused: boolean } | null }[]): AttendanceCounts {
  const counts: AttendanceCounts = { total: children.length, present: 0, absent: 0, late: 0, earlyLeave: 0, notYet: 0, excused: 0 };
  for (const { record } of children) {
    if (!record) counts.notYet += 1;
    else if (record.status === 'present') counts.present += 1;
    else if (record.status === 'absent') counts.absent += 1;
    else if (record.status === 'late') counts.late += 1;
    else counts.earlyLeave += 1;
    if (record?.excused) counts.excused += 1;
  }
  return counts;
}
