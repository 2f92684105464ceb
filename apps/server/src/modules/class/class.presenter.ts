import type { AvailableColor, ClassColor, ClassDetail, ClassListItem } from '@kg/contract';
import type { ClassChildRow, ClassDetailRow, ClassListRow, ClassTeacherRow } from './class.repository';
import type { ClassColorListRow, ClassColorRow } from './class-color.repository';

/** Row → list item, field by field. */
export function toClassListItem(row: ClassListRow): ClassListItem {
  return {
    classId: row.id,
    className: row.name,
    color: row.color,
    ageBand: row.ageBand,
    capacity: row.capacity,
    teacherNames: row.teacherNames,
    childCount: row.childCount,
    pausedCount: row.pausedCount,
  };
}

export function toClassDetail(row: ClassDetailRow, teachers: ClassTeacherRow[], children: ClassChildRow[]): ClassDetail {
  return {
    ...toClassListItem(row),
    introduction: row.introduction,
    teachers: teachers.map((t) => ({ tno: t.id, teacherId: t.loginId, teacherName: t.name, role: t.role, active: t.active })),
    children: children.map((c) => ({ childCode: c.id, name: c.name, birthDate: c.birthDate, gender: c.gender, status: c.status })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toClassColor(row: ClassColorListRow): ClassColor {
  return { colorId: row.id, name: row.name, hex: row.hex, classNames: row.classNames };
}

export function toAvailableColor(row: ClassColorRow): AvailableColor {
  return { colorId: row.id, name: row.name, hex: row.hex };
}
