import type { TeacherDetail, TeacherListItem } from '@kg/contract';
import { fileUrl } from '../file/file.presenter';
import type { TeacherView } from './teacher.repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Row → list item, field by field (no hash, no lock counters). */
export function toTeacherListItem(row: TeacherView): TeacherListItem {
  const hasClass = row.classId !== null && row.className !== null;
  return {
    tno: row.id,
    teacherId: row.loginId,
    teacherName: row.name,
    role: row.role,
    classId: hasClass ? row.classId : null,
    className: hasClass ? row.className : null,
    classColor: hasClass ? row.classColor : null,
    phone: row.phone,
    email: row.email,
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    pfImgUrl: row.profileFileId ? fileUrl(row.profileFileId) : null,
    lastLoginAt: iso(row.lastLoginAt),
  };
}

export function toTeacherDetail(row: TeacherView): TeacherDetail {
  return {
    ...toTeacherListItem(row),
    passwordChangedAt: row.passwordChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
