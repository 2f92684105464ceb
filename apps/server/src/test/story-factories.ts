import type { DbOrTx } from '../db/client';
import { alimNotes, attendance, classWeekDays, classWeeks, type AttendanceStatus } from '../db/schema/index';
import { seoulToday } from './factories';

/** One child's attendance row of a day (default today, present at 09:00). */
export async function recordAttendance(
  db: DbOrTx,
  values: { classId: number; childId: number; date?: string; status?: AttendanceStatus; arrivedAt?: string | null; leftAt?: string | null },
) {
  const status = values.status ?? 'present';
  const [row] = await db
    .insert(attendance)
    .values({
      classId: values.classId,
      childId: values.childId,
      attDate: values.date ?? seoulToday(),
      status,
      arrivedAt: values.arrivedAt !== undefined ? values.arrivedAt : status === 'absent' ? null : '09:00',
      leftAt: values.leftAt ?? null,
    })
    .returning();
  return row;
}

/** A written 알림장 of a child (default today). */
export async function writeAlimNote(db: DbOrTx, values: { classId: number; childId: number; date?: string; content?: string }) {
  const [row] = await db
    .insert(alimNotes)
    .values({ classId: values.classId, childId: values.childId, noteDate: values.date ?? seoulToday(), content: values.content ?? '즐겁게 놀았어요.' })
    .returning();
  return row;
}

/** A class's weekly plan starting on `weekStart` (a Monday) with the given days. */
export async function buildClassWeek(
  db: DbOrTx,
  values: { classId: number; weekStart: string; theme?: string; goals?: string; days?: { day: string; theme?: string; activities?: string; notes?: string }[] },
) {
  const [week] = await db
    .insert(classWeeks)
    .values({ classId: values.classId, weekStart: values.weekStart, theme: values.theme ?? '가을 열매', goals: values.goals ?? '' })
    .returning();
  for (const d of values.days ?? []) {
    await db.insert(classWeekDays).values({ classWeekId: week.id, day: d.day, theme: d.theme ?? '', activities: d.activities ?? '', notes: d.notes ?? '' });
  }
  return week;
}
