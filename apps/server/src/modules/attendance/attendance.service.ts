import {
  ATTENDANCE_ALL_PRESENT_TODAY_MESSAGE,
  ATTENDANCE_FUTURE_MESSAGE,
  ATTENDANCE_NOT_IN_CLASS_MESSAGE,
  ATTENDANCE_REASON_REQUIRED_MESSAGE,
  type AllPresentBody,
  type AllPresentResult,
  type AttendanceRecordBody,
  type AttendanceSheet,
  type SaveAttendanceBody,
  timeIn,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { AppError, invalid } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { assertClassExists } from '../class/class-exists';
import { schoolDayInfo } from '../holiday/holiday.service';
import { attendanceRepository as repo, type AttendanceUpsert, type ExistingAttendance } from './attendance.repository';
import { toAttendanceSheet } from './attendance.presenter';

const SUBJECT = 'attendance';

/** The current time of day in the centre's zone, HH:mm. */
const clockTime = (ctx: ServiceContext) => timeIn(ctx.config.timeZone, ctx.now());

async function loadSheet(db: DbOrTx, centreId: number, classId: number, date: string, day: string): Promise<AttendanceSheet> {
  const [info, rows] = await Promise.all([schoolDayInfo(db, centreId, date), repo.listDay(db, classId, date)]);
  return toAttendanceSheet(classId, date, day, info, rows);
}

/** One day's roll call (default today); a future day has nothing to show. */
export async function getAttendance(ctx: ServiceContext, classId: number, date: string | undefined): Promise<AttendanceSheet> {
  const day = ctx.today();
  const on = date ?? day;
  if (on > day) throw invalid('date', ATTENDANCE_FUTURE_MESSAGE);
  await assertClassExists(ctx.db, classId);
  return loadSheet(ctx.db, requireCentre(ctx), classId, on, day);
}

/**
 * Times a record keeps: a time left out keeps the stored one; on today a child who came in gets the arrival "now"
 * and one leaving early the leave time "now"; an absence has none.
 */
function resolveTimes(record: AttendanceRecordBody, existing: ExistingAttendance | undefined, now: string | null) {
  if (record.status === 'absent') return { arrivedAt: null, leftAt: null };
  const arrivedAt = record.arrivedAt !== undefined ? record.arrivedAt : (existing?.arrivedAt ?? now);
  const leftDefault = record.status === 'early_leave' ? now : null;
  const leftAt = record.leftAt !== undefined ? record.leftAt : (existing?.leftAt ?? leftDefault);
  return { arrivedAt, leftAt };
}

/** Saves several children of one day in one transaction; a past day needs a reason and is audit-logged as such. */
export async function saveAttendance(ctx: ServiceContext, classId: number, body: SaveAttendanceBody): Promise<AttendanceSheet> {
  const principal = requireActor(ctx);
  const day = ctx.today();
  if (body.date > day) throw invalid('date', ATTENDANCE_FUTURE_MESSAGE);
  const isPast = body.date < day;
  if (isPast && !body.reason) throw invalid('reason', ATTENDANCE_REASON_REQUIRED_MESSAGE);
  const now = isPast ? null : clockTime(ctx);

  return ctx.db.transaction(async (tx) => {
    await assertClassExists(tx, classId);
    const roster = await repo.rosterIds(tx, classId, body.date);
    const outsiders: Record<string, string> = {};
    body.records.forEach((r, i) => {
      if (!roster.has(r.childCode)) outsiders[`records.${i}.childCode`] = ATTENDANCE_NOT_IN_CLASS_MESSAGE;
    });
    if (Object.keys(outsiders).length > 0) throw new AppError('VALIDATION', ATTENDANCE_NOT_IN_CLASS_MESSAGE, outsiders);

    const existing = await repo.lockExisting(tx, body.records.map((r) => r.childCode), body.date);
    const rows: AttendanceUpsert[] = body.records.map((record, i) => {
      const stored = existing.get(record.childCode);
      const times = resolveTimes(record, stored, now);
      if (times.arrivedAt && times.leftAt && times.leftAt < times.arrivedAt) {
        throw invalid(`records.${i}.leftAt`, '하원 시간은 등원 시간보다 빠를 수 없습니다.');
      }
      const excused = record.status === 'absent' && (record.excused ?? stored?.excused ?? false);
      const excuseReason = excused ? (record.excuseReason ?? stored?.excuseReason ?? '') : '';
      if (excused && !excuseReason) throw invalid(`records.${i}.excuseReason`, '인정결석 사유를 입력해 주세요.');
      return {
        classId,
        childId: record.childCode,
        attDate: body.date,
        status: record.status,
        ...times,
        excused,
        excuseReason,
        note: record.note ?? stored?.note ?? '',
        recordedBy: principal.tno,
      };
    });
    await repo.upsertMany(tx, rows, ctx.now());
    await writeAudit(tx, ctx, {
      action: isPast ? 'ATTENDANCE_PAST_EDIT' : 'ATTENDANCE_SAVED',
      subjectType: SUBJECT,
      subjectId: `${classId}:${body.date}`,
      detail: {
        classId,
        date: body.date,
        ...(isPast ? { reason: body.reason } : {}),
        changes: rows.map((r) => ({ childCode: r.childId, from: existing.get(r.childId)?.status ?? null, to: r.status })),
      },
    });
    return loadSheet(tx, requireCentre(ctx), classId, body.date, day);
  });
}

/** 모두 출석: every child of today's roster without a record becomes present, arriving now. */
export async function markAllPresent(ctx: ServiceContext, classId: number, body: AllPresentBody): Promise<AllPresentResult> {
  const principal = requireActor(ctx);
  const day = ctx.today();
  if (body.date > day) throw invalid('date', ATTENDANCE_FUTURE_MESSAGE);
  if (body.date !== day) throw invalid('date', ATTENDANCE_ALL_PRESENT_TODAY_MESSAGE);
  const arrivedAt = clockTime(ctx);
  return ctx.db.transaction(async (tx) => {
    await assertClassExists(tx, classId);
    const marked = await repo.insertPresentForMissing(tx, classId, day, arrivedAt, principal.tno);
    if (marked.length > 0) {
      await writeAudit(tx, ctx, {
        action: 'ATTENDANCE_ALL_PRESENT',
        subjectType: SUBJECT,
        subjectId: `${classId}:${day}`,
        detail: { classId, date: day, childCodes: marked, arrivedAt },
      });
    }
    return { marked: marked.length, sheet: await loadSheet(tx, requireCentre(ctx), classId, day, day) };
  });
}
