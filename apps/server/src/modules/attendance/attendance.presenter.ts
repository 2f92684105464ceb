import { countAttendance, type AttendanceChild, type AttendanceSheet, type SchoolDayInfo } from '@kg/contract';
import type { AttendanceRowWithChild } from './attendance.repository';

/** Row → one child of the sheet, field by field. */
export function toAttendanceChild(row: AttendanceRowWithChild): AttendanceChild {
  return {
    childCode: row.childId,
    childName: row.childName,
    gender: row.gender,
    record:
      row.status === null
        ? null
        : {
            status: row.status,
            arrivedAt: row.arrivedAt,
            leftAt: row.leftAt,
            excused: row.excused ?? false,
            excuseReason: row.excuseReason ?? '',
            note: row.note ?? '',
            recordedByName: row.recordedByName,
            updatedAt: (row.updatedAt ?? new Date(0)).toISOString(),
          },
  };
}

export function toAttendanceSheet(classId: number, date: string, today: string, day: SchoolDayInfo, rows: AttendanceRowWithChild[]): AttendanceSheet {
  const list = rows.map(toAttendanceChild);
  return { classId, date, isToday: date === today, day, children: list, counts: countAttendance(list) };
}
