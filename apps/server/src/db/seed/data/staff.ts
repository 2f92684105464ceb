/** Demo staff accounts (docs/product/README.md#demo-accounts) and the passwords the seeds use. */

export const DEMO_PASSWORDS = {
  admin: 'admin1234!',
  manager: 'manager1234!',
  teacher: 'teacher1234!',
  parent: 'parent1234!',
} as const;

export type StaffRole = 'ROLE_ADMIN' | 'ROLE_MANAGER' | 'ROLE_TEACHER';

export type DemoTeacher = {
  loginId: string;
  name: string;
  role: StaffRole;
  password: keyof typeof DEMO_PASSWORDS;
  /** index into DEMO_CLASSES; null = no class */
  classIndex: number | null;
  phone: string;
};

/**
 * 12 staff. admin, manager, teacher1 (first class) and teacher9 (no class) are the demo accounts;
 * every class has one or two teachers.
 */
export const DEMO_TEACHERS: readonly DemoTeacher[] = [
  { loginId: 'admin', name: '김원장', role: 'ROLE_ADMIN', password: 'admin', classIndex: null, phone: '010-2841-1001' },
  { loginId: 'manager', name: '박수진', role: 'ROLE_MANAGER', password: 'manager', classIndex: null, phone: '010-3952-1002' },
  { loginId: 'teacher1', name: '이하나', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 0, phone: '010-4127-2001' },
  { loginId: 'teacher2', name: '최지은', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 1, phone: '010-5284-2002' },
  { loginId: 'teacher3', name: '정유진', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 2, phone: '010-6391-2003' },
  { loginId: 'teacher4', name: '강민지', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 3, phone: '010-7412-2004' },
  { loginId: 'teacher5', name: '윤소영', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 4, phone: '010-8523-2005' },
  { loginId: 'teacher6', name: '장보람', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 5, phone: '010-9634-2006' },
  { loginId: 'teacher7', name: '임은지', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 0, phone: '010-2745-2007' },
  { loginId: 'teacher8', name: '한슬기', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 1, phone: '010-3856-2008' },
  { loginId: 'teacher9', name: '오다혜', role: 'ROLE_TEACHER', password: 'teacher', classIndex: null, phone: '010-4967-2009' },
  { loginId: 'teacher10', name: '서아름', role: 'ROLE_TEACHER', password: 'teacher', classIndex: 2, phone: '010-5178-2010' },
];
