import { schoolDaysOfWeek, weekEndOf, type ClassWeek, type ClassWeekListItem } from '@kg/contract';
import type { ClassWeekDayRow, ClassWeekHeadRow, ClassWeekListRow } from './class-week.repository';

/** The plan with all five days (Mon–Fri), empty where nothing was written. */
export function toClassWeek(head: ClassWeekHeadRow, days: ClassWeekDayRow[]): ClassWeek {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return {
    classWeekId: head.id,
    classId: head.classId,
    className: head.className,
    weekStart: head.weekStart,
    weekEnd: weekEndOf(head.weekStart),
    theme: head.theme,
    goals: head.goals,
    days: schoolDaysOfWeek(head.weekStart).map((day) => {
      const row = byDay.get(day);
      return { day, theme: row?.theme ?? '', activities: row?.activities ?? '', notes: row?.notes ?? '' };
    }),
    authorName: head.authorName,
    updatedAt: head.updatedAt.toISOString(),
  };
}

/** The empty form of a week without a plan. */
export function emptyClassWeek(classId: number, className: string, monday: string): ClassWeek {
  return {
    classWeekId: null,
    classId,
    className,
    weekStart: monday,
    weekEnd: weekEndOf(monday),
    theme: '',
    goals: '',
    days: schoolDaysOfWeek(monday).map((day) => ({ day, theme: '', activities: '', notes: '' })),
    authorName: null,
    updatedAt: null,
  };
}

export function toClassWeekListItem(row: ClassWeekListRow): ClassWeekListItem {
  return {
    classWeekId: row.id,
    classId: row.classId,
    weekStart: row.weekStart,
    weekEnd: weekEndOf(row.weekStart),
    theme: row.theme,
    goals: row.goals,
    plannedDays: row.plannedDays,
    authorName: row.authorName,
    updatedAt: row.updatedAt.toISOString(),
  };
}
