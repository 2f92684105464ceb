import type { Role } from '@kg/contract';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { anonymousJar, createClass, createTeacher, type CookieJar } from './factories';
import { createClassWithCapacity } from './child-factories';
import { loginAs, type TestSession } from './session';
import { CENTRE_B } from './centres';

export type WorldClassOptions = { name?: string; color?: string; capacity?: number | null };

export type TwoClassWorldOptions = {
  env?: TestAppOptions['env'];
  /** 햇님반 and 달님반 unless told. */
  classA?: WorldClassOptions;
  classB?: WorldClassOptions;
  /** The head of the centre: ROLE_ADMIN 박원장 unless told (some domains are the manager's). */
  admin?: { role?: Role; name?: string };
  /** Also a ROLE_MANAGER by this name, made right after the admin: the world then has `manager`. */
  manager?: string;
  /** Also a teacher without a class by this name, made after teacher B: the world then has `noClassTeacher`. */
  noClassTeacher?: string;
};

export type TwoClassWorld = {
  t: TestApp;
  classA: number;
  classB: number;
  admin: TestSession;
  adminId: number;
  /** 이선생, the teacher of class A. */
  teacherA: TestSession;
  teacherAId: number;
  /** 최선생, the teacher of class B. */
  teacherB: TestSession;
  /** A fresh browser holding only the anonymous XSRF cookie. */
  anonymous: CookieJar;
};
export type WithManager = { manager: TestSession };
export type WithNoClassTeacher = { noClassTeacher: TestSession };

type Extras<O> = (O extends { manager: string } ? WithManager : unknown) & (O extends { noClassTeacher: string } ? WithNoClassTeacher : unknown);

async function classOf(t: TestApp, defaultName: string, options: WorldClassOptions = {}) {
  const name = options.name ?? defaultName;
  if (options.capacity !== undefined) return (await createClassWithCapacity(t.app.db, name, options.capacity)).id;
  return (await createClass(t.app.db, { name, color: options.color })).id;
}

/**
 * The usual scene of a route test: a fresh test app, two classes, the admin (and, when asked, a manager and a
 * teacher without a class), one teacher per class, all signed in through the real login, and an anonymous browser.
 * The caller closes it: `afterAll(() => t.close())`.
 */
export async function twoClassWorld<const O extends TwoClassWorldOptions = TwoClassWorldOptions>(
  options: O = {} as O,
): Promise<TwoClassWorld & Extras<O>> {
  const t = await createTestApp({ env: options.env });
  const db = t.app.db;
  const classA = await classOf(t, '햇님반', options.classA);
  const classB = await classOf(t, '달님반', options.classB);
  const a = await createTeacher(db, { role: options.admin?.role ?? 'ROLE_ADMIN', name: options.admin?.name ?? '박원장' });
  const m = options.manager === undefined ? undefined : await createTeacher(db, { role: 'ROLE_MANAGER', name: options.manager });
  const ta = await createTeacher(db, { classId: classA, name: '이선생' });
  const tb = await createTeacher(db, { classId: classB, name: '최선생' });
  const none = options.noClassTeacher === undefined ? undefined : await createTeacher(db, { classId: null, name: options.noClassTeacher });
  const login = (user: Awaited<ReturnType<typeof createTeacher>>) => loginAs(t.app, user.teacher.loginId, user.password);
  const world: TwoClassWorld & Partial<WithManager & WithNoClassTeacher> = {
    t,
    classA,
    classB,
    admin: await login(a),
    adminId: a.teacher.id,
    teacherA: await login(ta),
    teacherAId: ta.teacher.id,
    teacherB: await login(tb),
    anonymous: await anonymousJar(t.app),
  };
  if (m) world.manager = await login(m);
  if (none) world.noClassTeacher = await login(none);
  return world as TwoClassWorld & Extras<O>;
}

type StaffOptions = { name?: string; loginId?: string };

export type StaffWorldOptions = {
  /** The teacher's class: createClass with this name (a generated one when omitted), or made by `makeClass`. */
  className?: string;
  makeClass?: (db: TestApp['app']['db']) => Promise<{ id: number }>;
  /** ROLE_ADMIN 박원장, ROLE_MANAGER 정매니저 and the class's teacher 이선생 unless told. */
  admin?: StaffOptions;
  manager?: StaffOptions;
  teacher?: StaffOptions;
};

export type StaffWorld = {
  t: TestApp;
  classId: number;
  admin: TestSession;
  adminId: number;
  manager: TestSession;
  managerId: number;
  teacher: TestSession;
  teacherId: number;
  anonymous: CookieJar;
};

/**
 * The scene of the staff-management tests: a fresh test app, one class, an admin, a manager and the class's teacher,
 * all signed in, and an anonymous browser. The caller closes it: `afterAll(() => t.close())`.
 */
export async function staffWorld(options: StaffWorldOptions = {}): Promise<StaffWorld> {
  const t = await createTestApp();
  const db = t.app.db;
  const classId = (options.makeClass ? await options.makeClass(db) : await createClass(db, { name: options.className })).id;
  const a = await createTeacher(db, { role: 'ROLE_ADMIN', name: '박원장', ...options.admin });
  const m = await createTeacher(db, { role: 'ROLE_MANAGER', name: '정매니저', ...options.manager });
  const te = await createTeacher(db, { classId, name: '이선생', ...options.teacher });
  const login = (user: Awaited<ReturnType<typeof createTeacher>>) => loginAs(t.app, user.teacher.loginId, user.password);
  return {
    t,
    classId,
    admin: await login(a),
    adminId: a.teacher.id,
    manager: await login(m),
    managerId: m.teacher.id,
    teacher: await login(te),
    teacherId: te.teacher.id,
    anonymous: await anonymousJar(t.app),
  };
}

export type OtherCentre = {
  centreId: number;
  classId: number;
  /** the director of centre 2, signed in there */
  admin: TestSession;
  /** a teacher of centre 2's class, signed in there */
  teacher: TestSession;
};

/**
 * Centre 2 (another organisation's) beside a world's centre 1, for the cross-centre cases
 * (docs/decisions/017-centres-and-policies.md): its own class, director and teacher, signed in. Every call they make
 * with centre 1's ids must answer as if the record did not exist.
 */
export async function otherCentre(t: TestApp): Promise<OtherCentre> {
  const db = t.app.db;
  const classId = (await createClass(db, { name: '별님반', centreId: CENTRE_B })).id;
  const a = await createTeacher(db, { role: 'ROLE_ADMIN', name: '한원장', centreId: CENTRE_B });
  const te = await createTeacher(db, { classId, name: '오선생', centreId: CENTRE_B });
  return {
    centreId: CENTRE_B,
    classId,
    admin: await loginAs(t.app, a.teacher.loginId, a.password),
    teacher: await loginAs(t.app, te.teacher.loginId, te.password),
  };
}
