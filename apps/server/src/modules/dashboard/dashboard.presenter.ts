import type { DashboardTeacher, StoryClassCard } from '@kg/contract';
import { fileUrl } from '../file/file.presenter';
import type { ClassCardRow, ClassTeacherRow } from './dashboard.repository';

export function toDashboardTeacher(row: ClassTeacherRow): DashboardTeacher {
  return { tno: row.id, name: row.name, profileUrl: row.profileFileId ? fileUrl(row.profileFileId) : null };
}

export function toStoryClassCard(row: ClassCardRow): StoryClassCard {
  return {
    classId: row.id,
    className: row.name,
    classColor: row.color,
    teachers: row.teachers.map((t) => ({ tno: t.id, name: t.name })),
    childCount: row.childCount,
    pausedCount: row.pausedCount,
  };
}
