import { FILE_API_BASE, type LoginData, type MeData } from '@kg/contract';
import type { AuthRow } from './auth.repository';

/** The fields LoginData is built from (a login row or a session row). */
export type LoginView = {
  teacherId: number;
  loginId: string;
  name: string;
  role: AuthRow['role'];
  classId: number | null;
  className: string | null;
  classColor: string | null;
  mustChangePassword: boolean;
  previousLoginAt: Date | null;
  centreId: number;
  centreName: string;
  centreCount: number;
};

/** `idleMinutes`: the access token's life, which activity renews (ACCESS_TOKEN_MINUTES). */
export function toLoginData(view: LoginView, idleMinutes: number): LoginData {
  const hasClass = view.classId !== null && view.className !== null;
  return {
    tno: view.teacherId,
    teacherId: view.loginId,
    teacherName: view.name,
    classId: hasClass ? view.classId : null,
    className: hasClass ? view.className : null,
    classColor: hasClass ? view.classColor : null,
    role: view.role,
    lastestLogin: view.previousLoginAt ? view.previousLoginAt.toISOString() : null,
    mustChangePassword: view.mustChangePassword,
    idleMinutes,
    centreId: view.centreId,
    centreName: view.centreName,
    centreCount: view.centreCount,
  };
}

export function toMeData(row: AuthRow, idleMinutes: number): MeData {
  return {
    ...toLoginData(row, idleMinutes),
    username: row.loginId,
    roles: [row.role],
    pfImgUrl: row.profileFileId ? `${FILE_API_BASE}/${row.profileFileId}` : null,
  };
}
