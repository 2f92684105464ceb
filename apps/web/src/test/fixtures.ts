import type { LoginData, MeData } from '@kg/contract';

export function loginData(overrides: Partial<LoginData> = {}): LoginData {
  return {
    tno: 1,
    teacherId: 'admin',
    teacherName: '김원장',
    classId: null,
    className: null,
    classColor: null,
    role: 'ROLE_ADMIN',
    lastestLogin: '2025-03-02T09:00:00.000Z',
    mustChangePassword: false,
    idleMinutes: 15,
    centreId: 1,
    centreName: '해님어린이집',
    centreCount: 1,
    ...overrides,
  };
}

export function meData(overrides: Partial<MeData> = {}): MeData {
  const base = loginData(overrides);
  return { ...base, username: base.teacherId, roles: [base.role], pfImgUrl: null, ...overrides };
}

export const teacherWithClass = {
  tno: 7,
  teacherId: 'teacher1',
  teacherName: '이선생',
  role: 'ROLE_TEACHER',
  classId: 3,
  className: '햇님반',
  classColor: '#fde68a',
} as const;
