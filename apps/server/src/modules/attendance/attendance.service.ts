import type { FastifyInstance, FastifyRequest } from 'fastify';
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
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requirePrincipal } from '../../plugins/access';
import { AppError, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { todayIn } from '@kg/contract';
import { attendanceRepository as repo, type AttendanceUpsert, type ExistingAttendance } from './attendance.repository';
import { toAttendanceSheet } from './attendance.presenter';

const CLASS_NOT_FOUND_MESSAGE = '반을 찾을 수 없습니다.';
const SUBJECT = 'attendance';

const today = (app: FastifyInstance) => todayIn(app.config.timeZone);

/** The current time of day in the centre's zone, HH:mm. */
export function nowHhmm(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

async function assertClassExists(db: DbOrTx, classId: number): Promise<void> {
  if (!(await repo.classExists(db, classId))) throw notFound(CLASS_NOT_FOUND_MESSAGE);
}

async function loadSheet(db: DbOrTx, classId: number, date: string, day: string): Promise<AttendanceSheet> {
  return toAttendanceSheet(classId, date, day, await repo.listDay(db, classId, date));
}

/** One day's roll call (default today); a future day has nothing to show. */
export async function getAttendance(app: FastifyInstance, classId: number, date: string | undefined): Promise<AttendanceSheet> {
  const day = today(app);
  const on = date ?? day;
  if (on > day) throw invalid('date', ATTENDANCE_FUTURE_MESSAGE);
  await assertClassExists(app.db, classId);
  return loadSheet(app.db, classId, on, day);
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
export async function saveAttendance(app: FastifyInstance, request: FastifyRequest, classId: number, body: SaveAttendanceBody): Promise<AttendanceSheet> {
  const principal = requirePrincipal(request);
  const day = today(app);
  if (body.date > day) throw invalid('date', ATTENDANCE_FUTURE_MESSAGE);
  const isPast = body.date < day;
  if (isPast && !body.reason) throw invalid('reason', ATTENDANCE_REASON_REQUIRED_MESSAGE);
  const now = isPast ? null : nowHhmm(app.config.timeZone);

  return app.db.transaction(async (tx) => {
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
    await repo.upsertMany(tx, rows);
    await writeAudit(tx, request, {
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
    return loadSheet(tx, classId, body.date, day);
  });
}

/** 모두 출석: every child of today's roster without a record becomes present, arriving now. */
export async function markAllPresent(app: FastifyInstance, request: FastifyRequest, classId: number, body: AllPresentBody): Promise<AllPresentResult> {
  const principal = requirePrincipal(request);
  const day = today(app);
  if (body.date > day) throw invalid('date', ATTENDANCE_FUTURE_MESSAGE);
  if (body.date !== day) throw invalid('date', ATTENDANCE_ALL_PRESENT_TODAY_MESSAGE);
  const arrivedAt = nowHhmm(app.config.timeZone);
  return app.db.transaction(async (tx) => {
    await assertClassExists(tx, classId);
    const marked = await repo.insertPresentForMissing(tx, classId, day, arrivedAt, principal.tno);
    if (marked.length > 0) {
      await writeAudit(tx, request, {
        action: 'ATTENDANCE_ALL_PRESENT',
        subjectType: SUBJECT,
        subjectId: `${classId}:${day}`,
        detail: { classId, date: day, childCodes: marked, arrivedAt },
      });
    }
    return { marked: marked.length, sheet: await loadSheet(tx, classId, day, day) };
  });
}
