import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, staffAccounts, teachers } from '../../db/schema/index';
import { addMembership, createTeacher, signIn } from '../../test/factories';
import { loginAs, type TestSession } from '../../test/session';
import { auditRows, sessionCalls } from '../../test/api';
import { CENTRE_B } from '../../test/centres';
import { otherCentre, staffWorld, type OtherCentre, type StaffWorld } from '../../test/world';
import { smallPng, tinyPdf } from '../file/file.test-utils';

describe('teacher routes (교사 관리)', () => {
  let { t, admin, manager, teacher, anonymous, classId } = {} as StaffWorld;
  let { adminId: adminTno, managerId: managerTno, teacherId: teacherTno } = {} as StaffWorld;

  beforeAll(
    async () =>
      void ({ t, admin, manager, teacher, anonymous, classId, adminId: adminTno, managerId: managerTno, teacherId: teacherTno } = await staffWorld({
        className: '햇님반',
        admin: { loginId: 'director' },
        manager: { name: '정주임', loginId: 'manager1' },
        teacher: { loginId: 'teacher1' },
      })),
  );
  afterAll(async () => t.close());

  const { call, upload: uploadParts } = sessionCalls(() => ({ t, anonymous }));
  const me = async (session: TestSession) => (await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: session.headers })).statusCode;
  const auditOf = (action: string, id: number) => auditRows(t.app.db, action, id);
  /** The membership with its login's flags (staff_accounts). */
  const row = async (id: number) => {
    const [found] = await t.app.db
      .select({ membership: teachers, mustChangePassword: staffAccounts.mustChangePassword })
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .where(eq(teachers.id, id));
    return { ...found.membership, mustChangePassword: found.mustChangePassword };
  };
  const profile = { teacherName: '김선생', phone: '010-2222-3333', email: 'kim@example.com' };
  const newTeacher = (overrides: Record<string, unknown> = {}) => ({
    teacherId: 'newbie01',
    password: 'sunflower-garden-7',
    teacherName: '한새봄',
    role: 'ROLE_TEACHER',
    classId,
    phone: '010-1234-5678',
    email: '',
    ...overrides,
  });

  describe('GET /api/v2/teacher/', () => {
    it('walks 401 → 400 → 403 (teacher) → 200 with filters, never a password hash', async () => {
      await createTeacher(t.app.db, { name: '오퇴직', active: false, loginId: 'retired1' });
      expect((await call(null, 'GET', '/api/v2/teacher/')).status).toBe(401);
      expect((await call(admin, 'GET', '/api/v2/teacher?role=ROLE_KING')).status).toBe(400);
      expect((await call(admin, 'GET', '/api/v2/teacher?active=maybe')).json.details).toEqual({ active: '사용 여부가 올바르지 않습니다.' });
      expect((await call(teacher, 'GET', '/api/v2/teacher/')).status).toBe(403);

      const all = await call(manager, 'GET', '/api/v2/teacher');
      expect(all.status).toBe(200);
      const names = all.json.data.items.map((i: any) => i.teacherName);
      expect(names.slice(0, 3)).toEqual(['박원장', '정주임', '이선생']);
      expect(names.at(-1)).toBe('오퇴직');
      const item = all.json.data.items.find((i: any) => i.tno === teacherTno);
      expect(item).toMatchObject({ teacherId: 'teacher1', role: 'ROLE_TEACHER', classId, className: '햇님반', active: true, pfImgUrl: null });
      expect(Object.keys(item).sort()).toEqual(
        ['active', 'classColor', 'classId', 'className', 'email', 'lastLoginAt', 'mustChangePassword', 'pfImgUrl', 'phone', 'role', 'teacherId', 'teacherName', 'tno'].sort(),
      );
      expect(JSON.stringify(all.json)).not.toContain('argon2');

      expect((await call(admin, 'GET', '/api/v2/teacher?active=false')).json.data.items.map((i: any) => i.teacherName)).toEqual(['오퇴직']);
      expect((await call(admin, 'GET', '/api/v2/teacher?role=ROLE_MANAGER')).json.data.items.map((i: any) => i.tno)).toEqual([managerTno]);
      const byId = await call(admin, 'GET', '/api/v2/teacher?searchType=teacherId&keyword=teach');
      expect(byId.json.data.items.map((i: any) => i.tno)).toEqual([teacherTno]);
      await t.app.db.update(teachers).set({ phone: '010-5555-1234' }).where(eq(teachers.id, managerTno));
      expect((await call(admin, 'GET', '/api/v2/teacher?searchType=phone&keyword=01055551')).json.data.items.map((i: any) => i.tno)).toEqual([managerTno]);
      expect((await call(admin, 'GET', '/api/v2/teacher?searchType=phone&keyword=5555-12')).json.data.total).toBe(1);
      const byName = await call(admin, 'GET', `/api/v2/teacher?searchType=name&keyword=${encodeURIComponent('원장')}&size=1`);
      expect(byName.json.data).toMatchObject({ total: 1, size: 1, page: 1 });
    });

    it('combines filters and answers a page past the end with the total', async () => {
      const search = async (query: string) => (await call(admin, 'GET', `/api/v2/teacher?${query}`)).json.data;
      const teachersNamed = `searchType=name&keyword=${encodeURIComponent('선생')}`;
      expect((await search(`role=ROLE_TEACHER&active=true&${teachersNamed}`)).items.map((i: any) => i.tno)).toEqual([teacherTno]);
      expect((await search('role=ROLE_ADMIN&active=true')).items.map((i: any) => i.tno)).toEqual([adminTno]);
      const { total } = await search('');
      expect(await search(`size=10&page=${Math.ceil(total / 10) + 1}`)).toMatchObject({ items: [], total });
    });
  });

  describe('GET /api/v2/teacher/:id', () => {
    it('walks 401 → 400 → 404 (another teacher, as a missing one) → 200 (own, or any for admins)', async () => {
      expect((await call(null, 'GET', `/api/v2/teacher/${teacherTno}`)).status).toBe(401);
      expect((await call(admin, 'GET', '/api/v2/teacher/abc')).json.message).toBe('교사 번호가 올바르지 않습니다.');
      expect((await call(teacher, 'GET', `/api/v2/teacher/${managerTno}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '교사를 찾을 수 없습니다.' });
      expect((await call(admin, 'GET', '/api/v2/teacher/999999')).json).toMatchObject({ code: 'NOT_FOUND', message: '교사를 찾을 수 없습니다.' });
      const own = await call(teacher, 'GET', `/api/v2/teacher/${teacherTno}`);
      expect(own.json.data).toMatchObject({ tno: teacherTno, teacherName: '이선생', classId, className: '햇님반', pfImgUrl: null });
      expect(typeof own.json.data.passwordChangedAt).toBe('string');
      expect((await call(manager, 'GET', `/api/v2/teacher/${adminTno}`)).json.data.role).toBe('ROLE_ADMIN');
    });
  });

  describe('PUT /api/v2/teacher/:id (own profile)', () => {
    it('lets anyone change their own name, phone and e-mail, and admins/managers other non-admins', async () => {
      const url = `/api/v2/teacher/${teacherTno}`;
      expect((await call(null, 'PUT', url, profile)).status).toBe(401);
      const bad = await call(teacher, 'PUT', url, { teacherName: '', phone: '123', email: 'not-mail' });
      expect(bad.json.details).toEqual({
        teacherName: '이름을 입력해 주세요.',
        phone: '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
        email: '이메일 형식이 올바르지 않습니다.',
      });
      expect((await call(teacher, 'PUT', `/api/v2/teacher/${managerTno}`, profile)).status).toBe(404);
      expect((await call(manager, 'PUT', `/api/v2/teacher/${adminTno}`, profile)).json).toMatchObject({
        code: 'FORBIDDEN',
        message: '원장(관리자) 계정은 원장만 등록하거나 변경할 수 있습니다.',
      });
      expect((await call(admin, 'PUT', '/api/v2/teacher/999999', profile)).status).toBe(404);

      // a field the profile may not touch is stripped, not stored
      const own = await call(teacher, 'PUT', url, { ...profile, teacherName: ' 이하늘 ', role: 'ROLE_ADMIN', classId: null });
      expect(own.status).toBe(200);
      expect(own.json.data).toMatchObject({ teacherName: '이하늘', phone: '010-2222-3333', email: 'kim@example.com', role: 'ROLE_TEACHER', classId });
      const meRes = await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: teacher.headers });
      expect(meRes.json().data.teacherName).toBe('이하늘');
      const [audit] = await auditOf('TEACHER_PROFILE_UPDATED', teacherTno);
      expect(audit.detail).toEqual({ changed: ['name', 'phone', 'email'] });
      expect(audit.actorId).toBe(teacherTno);

      const byManager = await call(manager, 'PUT', url, { teacherName: '이선생', phone: '', email: null });
      expect(byManager.json.data).toMatchObject({ teacherName: '이선생', phone: null, email: null });
    });
  });

  describe('GET /api/v2/teacher/id-check', () => {
    it('answers whether the id is free, checked exactly as typed', async () => {
      expect((await call(null, 'GET', '/api/v2/teacher/id-check?teacherId=abcd')).status).toBe(401);
      const bad = await call(admin, 'GET', '/api/v2/teacher/id-check?teacherId=Ab');
      expect(bad.json.details?.teacherId).toMatch(/^아이디는 영문 소문자/);
      expect((await call(teacher, 'GET', '/api/v2/teacher/id-check?teacherId=abcd')).status).toBe(403);
      expect((await call(admin, 'GET', '/api/v2/teacher/id-check?teacherId=teacher1')).json.data).toEqual({ available: false, message: '이미 사용 중인 아이디입니다.' });
      expect((await call(manager, 'GET', '/api/v2/teacher/id-check?teacherId=teacher2')).json.data).toEqual({ available: true, message: '사용할 수 있는 아이디입니다.' });
    });
  });

  describe('POST /api/v2/teacher/new', () => {
    it('walks 401 → 400 (password rules) → 403 → 404 → 409 → 200, and the new teacher must change the password', async () => {
      expect((await call(null, 'POST', '/api/v2/teacher/new', newTeacher())).status).toBe(401);
      const bad = await call(admin, 'POST', '/api/v2/teacher/new', newTeacher({ password: 'x-newbie01-y', role: 'ROLE_KING', teacherName: '' }));
      expect(bad.json.details).toEqual({
        password: '비밀번호에 아이디를 포함할 수 없습니다.',
        role: '권한을 선택해 주세요.',
        teacherName: '이름을 입력해 주세요.',
      });
      expect((await call(admin, 'POST', '/api/v2/teacher/new', newTeacher({ password: 'short' }))).json.details).toEqual({ password: '비밀번호는 8자 이상이어야 합니다.' });
      expect((await call(admin, 'POST', '/api/v2/teacher/new', newTeacher({ password: 'password123' }))).json.details?.password).toBe(
        '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해 주세요.',
      );
      expect((await call(teacher, 'POST', '/api/v2/teacher/new', newTeacher())).status).toBe(403);
      expect((await call(manager, 'POST', '/api/v2/teacher/new', newTeacher({ role: 'ROLE_ADMIN' }))).status).toBe(403);
      expect((await call(admin, 'POST', '/api/v2/teacher/new', newTeacher({ classId: 999999 }))).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      expect((await call(admin, 'POST', '/api/v2/teacher/new', newTeacher({ teacherId: 'teacher1' }))).json).toMatchObject({
        code: 'CONFLICT',
        message: '이미 사용 중인 아이디입니다.',
      });

      const created = await call(manager, 'POST', '/api/v2/teacher/new', newTeacher());
      expect(created.status).toBe(200);
      expect(created.json.data).toMatchObject({ teacherId: 'newbie01', teacherName: '한새봄', role: 'ROLE_TEACHER', classId, email: null, active: true, mustChangePassword: true });
      const tno = created.json.data.tno;
      expect(await auditOf('TEACHER_CREATED', tno)).toHaveLength(1);
      expect(JSON.stringify((await auditOf('TEACHER_CREATED', tno))[0].detail)).not.toContain('sunflower');
      const { res } = await signIn(t.app, 'newbie01', 'sunflower-garden-7');
      expect(res.json().data).toMatchObject({ mustChangePassword: true, classId });
      expect((await call(admin, 'POST', '/api/v2/teacher/new', newTeacher())).status).toBe(409);
    });
  });

  describe('PUT /api/v2/teacher/admin/:id', () => {
    const edit = (overrides: Record<string, unknown> = {}) => ({ teacherName: '문선생', phone: null, email: null, role: 'ROLE_TEACHER', classId: null, active: true, ...overrides });

    it('walks 401 → 400 → 403 (teacher, manager on admins, self) → 404', async () => {
      const { teacher: target } = await createTeacher(t.app.db, { name: '문선생' });
      const url = `/api/v2/teacher/admin/${target.id}`;
      expect((await call(null, 'PUT', url, edit())).status).toBe(401);
      expect((await call(admin, 'PUT', url, edit({ active: 'yes' }))).json.details).toEqual({ active: '사용 여부를 선택해 주세요.' });
      expect((await call(teacher, 'PUT', url, edit())).status).toBe(403);
      expect((await call(manager, 'PUT', url, edit({ role: 'ROLE_ADMIN' }))).json.message).toBe('원장(관리자) 계정은 원장만 등록하거나 변경할 수 있습니다.');
      expect((await call(manager, 'PUT', `/api/v2/teacher/admin/${adminTno}`, edit({ role: 'ROLE_ADMIN' }))).status).toBe(403);
      expect((await call(manager, 'PUT', `/api/v2/teacher/admin/${managerTno}`, edit({ role: 'ROLE_TEACHER' }))).json.message).toBe('본인의 권한은 변경할 수 없습니다.');
      expect((await call(admin, 'PUT', `/api/v2/teacher/admin/${adminTno}`, edit({ role: 'ROLE_ADMIN', active: false }))).json.message).toBe(
        '본인 계정은 사용 중지할 수 없습니다.',
      );
      expect((await call(admin, 'PUT', '/api/v2/teacher/admin/999999', edit())).status).toBe(404);
      expect((await row(target.id)).role).toBe('ROLE_TEACHER');
    });

    it('changes role and class; a role change or deactivation ends the sessions at once', async () => {
      const target = await createTeacher(t.app.db, { name: '문선생' });
      const session = await loginAs(t.app, target.teacher.loginId, target.password);
      const url = `/api/v2/teacher/admin/${target.teacher.id}`;
      const moved = await call(manager, 'PUT', url, edit({ classId, phone: '02-123-4567' }));
      expect(moved.json.data).toMatchObject({ classId, className: '햇님반', phone: '02-123-4567' });
      expect(await me(session)).toBe(200);

      const promoted = await call(admin, 'PUT', url, edit({ role: 'ROLE_MANAGER', classId }));
      expect(promoted.json.data.role).toBe('ROLE_MANAGER');
      expect(await me(session)).toBe(401);

      const again = await loginAs(t.app, target.teacher.loginId, target.password);
      const off = await call(admin, 'PUT', url, edit({ role: 'ROLE_MANAGER', classId, active: false }));
      expect(off.json.data).toMatchObject({ active: false, classId: null });
      expect(await me(again)).toBe(401);
      const [audit] = await auditOf('TEACHER_DEACTIVATED', target.teacher.id);
      expect(audit.detail).toMatchObject({ active: { from: true, to: false }, classId: { from: classId, to: null }, sessionsRevoked: 1 });
    });
  });

  describe('DELETE /api/v2/teacher/admin/:id', () => {
    it('walks 401 → 400 → 403 → 404, then deactivates: sessions end, login refused, class left, history kept', async () => {
      const target = await createTeacher(t.app.db, { classId, name: '송선생' });
      const session = await loginAs(t.app, target.teacher.loginId, target.password);
      const url = `/api/v2/teacher/admin/${target.teacher.id}`;
      expect((await call(null, 'DELETE', url)).status).toBe(401);
      expect((await call(admin, 'DELETE', '/api/v2/teacher/admin/x')).status).toBe(400);
      expect((await call(teacher, 'DELETE', url)).status).toBe(403);
      expect((await call(admin, 'DELETE', `/api/v2/teacher/admin/${adminTno}`)).json.message).toBe('본인 계정은 사용 중지할 수 없습니다.');
      expect((await call(manager, 'DELETE', `/api/v2/teacher/admin/${adminTno}`)).status).toBe(403);
      expect((await call(admin, 'DELETE', '/api/v2/teacher/admin/999999')).status).toBe(404);
      expect(await me(session)).toBe(200);

      const res = await call(manager, 'DELETE', url);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ tno: target.teacher.id, active: false, classId: null });
      expect(await me(session)).toBe(401);
      expect(await row(target.teacher.id)).toMatchObject({ active: false, classId: null, name: '송선생' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v2/login',
        payload: { teacherId: target.teacher.loginId, passwd: target.password },
        ...anonymous.request(),
      });
      expect(login.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
      const [audit] = await auditOf('TEACHER_DEACTIVATED', target.teacher.id);
      expect(audit).toMatchObject({ actorId: managerTno, detail: { wasActive: true, fromClassId: classId, sessionsRevoked: 1 } });
    });
  });

  describe('PUT /api/v2/teacher/change-password', () => {
    it('walks 401 → 400 → 403 (another account), checks the current password, clears the forced change, ends other sessions', async () => {
      const target = await createTeacher(t.app.db, { loginId: 'changer1', mustChangePassword: true, password: 'first-pass-word-1' });
      const here = await loginAs(t.app, 'changer1', 'first-pass-word-1');
      const elsewhere = await loginAs(t.app, 'changer1', 'first-pass-word-1');
      const url = `/api/v2/teacher/change-password?tno=${target.teacher.id}`;
      const body = { currentPassword: 'first-pass-word-1', newPassword: 'second-pass-word-2' };
      // with the one-time password only /me and this change answer; every other call refuses
      const ownRecord = `/api/v2/teacher/${target.teacher.id}`;
      expect((await call(here, 'GET', ownRecord)).json).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: '임시 비밀번호로 로그인했습니다. 새 비밀번호로 바꾼 뒤에 이용할 수 있습니다.',
      });
      expect((await call(here, 'GET', `/api/v2/story/attendance/${classId}`)).status).toBe(403);
      expect(await me(here)).toBe(200);
      expect((await call(null, 'PUT', url, body)).status).toBe(401);
      expect((await call(here, 'PUT', '/api/v2/teacher/change-password', body)).json.message).toBe('교사 번호가 올바르지 않습니다.');
      expect((await call(here, 'PUT', url, { currentPassword: '', newPassword: 'short' })).json.details).toEqual({
        currentPassword: '현재 비밀번호를 입력해 주세요.',
        newPassword: '비밀번호는 8자 이상이어야 합니다.',
      });
      expect((await call(here, 'PUT', url, { ...body, newPassword: body.currentPassword })).json.details).toEqual({
        newPassword: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
      });
      expect((await call(here, 'PUT', url, { ...body, newPassword: 'my-changer1-pass' })).json.details).toEqual({ newPassword: '비밀번호에 아이디를 포함할 수 없습니다.' });
      expect((await call(admin, 'PUT', url, body)).json).toMatchObject({ code: 'FORBIDDEN', message: '본인 비밀번호만 변경할 수 있습니다.' });
      expect((await call(here, 'PUT', url, { ...body, currentPassword: 'wrong-password-9' })).json).toMatchObject({
        code: 'VALIDATION',
        details: { currentPassword: '현재 비밀번호가 올바르지 않습니다.' },
      });

      const res = await call(here, 'PUT', url, body);
      expect(res.status).toBe(200);
      expect(res.json.data).toBeNull();
      expect(await me(here)).toBe(200);
      expect((await call(here, 'GET', ownRecord)).status).toBe(200); // the same session carries on
      expect(await me(elsewhere)).toBe(401);
      expect((await row(target.teacher.id)).mustChangePassword).toBe(false);
      const { res: login } = await signIn(t.app, 'changer1', 'second-pass-word-2');
      expect(login.json().data.mustChangePassword).toBe(false);
      const [audit] = await auditOf('TEACHER_PASSWORD_CHANGED', target.teacher.id);
      expect(audit.detail).toEqual({ otherSessionsRevoked: 1 });
    });
  });

  describe('PUT /api/v2/teacher/admin/reset-passwd', () => {
    it('walks 401 → 400 → 403 → 404, then answers a one-time password once and ends the sessions', async () => {
      const target = await createTeacher(t.app.db, { loginId: 'forgetful', password: 'old-pass-word-1' });
      const session = await loginAs(t.app, 'forgetful', 'old-pass-word-1');
      const url = `/api/v2/teacher/admin/reset-passwd?tno=${target.teacher.id}`;
      expect((await call(null, 'PUT', url)).status).toBe(401);
      expect((await call(admin, 'PUT', '/api/v2/teacher/admin/reset-passwd?tno=0')).status).toBe(400);
      expect((await call(teacher, 'PUT', url)).status).toBe(403);
      expect((await call(manager, 'PUT', `/api/v2/teacher/admin/reset-passwd?tno=${adminTno}`)).status).toBe(403);
      expect((await call(admin, 'PUT', `/api/v2/teacher/admin/reset-passwd?tno=${adminTno}`)).json.message).toBe('본인 비밀번호는 내 정보에서 변경해 주세요.');
      expect((await call(admin, 'PUT', '/api/v2/teacher/admin/reset-passwd?tno=999999')).status).toBe(404);

      const res = await call(manager, 'PUT', url);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const temporary = res.json.data.temporaryPassword as string;
      expect(res.json.data.tno).toBe(target.teacher.id);
      expect(temporary).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
      expect(await me(session)).toBe(401);
      expect((await row(target.teacher.id)).mustChangePassword).toBe(true);
      const oldLogin = await t.app.inject({ method: 'POST', url: '/api/v2/login', payload: { teacherId: 'forgetful', passwd: 'old-pass-word-1' }, ...anonymous.request() });
      expect(oldLogin.statusCode).toBe(401);
      const { res: login } = await signIn(t.app, 'forgetful', temporary);
      expect(login.json().data.mustChangePassword).toBe(true);
      const [audit] = await auditOf('TEACHER_PASSWORD_RESET', target.teacher.id);
      expect(audit).toMatchObject({ actorId: managerTno, detail: { sessionsRevoked: 1 } });
      expect(JSON.stringify(audit)).not.toContain(temporary);
    });
  });

  describe('POST and DELETE /api/v2/teacher/profile_image/:id', () => {
    it('uploads (own or admin), replaces and deletes the previous file, and removes the photo', async () => {
      const png = await smallPng();
      const upload = (session: TestSession | null, id: number, part = { name: 'me.png', data: png, type: 'image/png' }) =>
        uploadParts(session, `/api/v2/teacher/profile_image/${id}`, [part]);
      expect((await upload(null, teacherTno)).status).toBe(401);
      expect((await upload(teacher, managerTno)).status).toBe(404);
      expect((await upload(manager, adminTno)).status).toBe(403);
      expect((await upload(admin, 999999)).status).toBe(404);
      expect((await upload(teacher, teacherTno, { name: 'cv.pdf', data: tinyPdf(), type: 'application/pdf' })).json).toMatchObject({
        code: 'UNSUPPORTED_TYPE',
        message: '프로필 사진은 이미지 파일만 올릴 수 있습니다.',
      });
      const empty = await call(teacher, 'POST', `/api/v2/teacher/profile_image/${teacherTno}`, {});
      expect(empty.json).toMatchObject({ code: 'VALIDATION', message: '프로필 사진으로 쓸 이미지 파일을 선택해 주세요.' });

      const first = await upload(teacher, teacherTno);
      expect(first.status).toBe(200);
      const firstUrl = first.json.data.pfImgUrl as string;
      expect(firstUrl).toMatch(/^\/api\/file\/\d+$/);
      const firstId = Number(firstUrl.split('/').pop());
      const image = await t.app.inject({ method: 'GET', url: firstUrl, headers: manager.headers });
      expect(image.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: teacher.headers })).json().data.pfImgUrl).toBe(firstUrl);

      const second = await upload(admin, teacherTno);
      const secondId = Number(String(second.json.data.pfImgUrl).split('/').pop());
      expect(secondId).not.toBe(firstId);
      expect(await t.app.db.select().from(files).where(eq(files.id, firstId))).toEqual([]);
      expect((await t.app.db.select().from(files).where(eq(files.id, secondId)))[0]).toMatchObject({ refType: 'TEACHER_PROFILE', refId: teacherTno, tempKey: null });
      expect(await auditOf('TEACHER_PHOTO_CHANGED', teacherTno)).toHaveLength(2);

      expect((await call(teacher, 'DELETE', `/api/v2/teacher/profile_image/${managerTno}`)).status).toBe(404);
      const removed = await call(teacher, 'DELETE', `/api/v2/teacher/profile_image/${teacherTno}`);
      expect(removed.json.data.pfImgUrl).toBeNull();
      expect(await t.app.db.select().from(files).where(eq(files.id, secondId))).toEqual([]);
      expect((await call(teacher, 'DELETE', `/api/v2/teacher/profile_image/${teacherTno}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '등록된 사진이 없습니다.' });
      expect(await auditOf('TEACHER_PHOTO_DELETED', teacherTno)).toHaveLength(1);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    let other: OtherCentre;
    beforeAll(async () => void (other = await otherCentre(t)));
    const missing = { code: 'NOT_FOUND', message: '교사를 찾을 수 없습니다.' };

    it("answers centre 1's staff as missing to centre 2's director, and lists only centre 2's staff", async () => {
      const asMissing = (await call(other.admin, 'GET', '/api/v2/teacher/999999')).json;
      expect(asMissing).toMatchObject(missing);
      const read = await call(other.admin, 'GET', `/api/v2/teacher/${teacherTno}`);
      expect(read.status).toBe(404);
      expect({ code: read.json.code, message: read.json.message }).toEqual({ code: asMissing.code, message: asMissing.message });
      expect((await call(other.admin, 'PUT', `/api/v2/teacher/admin/${teacherTno}`, { teacherName: '가로채기', phone: '', email: null, role: 'ROLE_TEACHER', classId: null, active: true })).json).toMatchObject(missing);
      expect((await call(other.admin, 'DELETE', `/api/v2/teacher/admin/${teacherTno}`)).json).toMatchObject(missing);
      expect((await call(other.admin, 'PUT', `/api/v2/teacher/admin/reset-passwd?tno=${teacherTno}`)).json).toMatchObject(missing);
      expect((await call(other.admin, 'PUT', `/api/v2/teacher/${teacherTno}`, profile)).json).toMatchObject(missing);
      expect(await row(teacherTno)).toMatchObject({ active: true, classId });

      const list = await call(other.admin, 'GET', '/api/v2/teacher/?size=100');
      expect(list.json.data.items.map((item: { teacherName: string }) => item.teacherName).sort()).toEqual(['오선생', '한원장']);
      const ours = await call(admin, 'GET', '/api/v2/teacher/?size=100');
      expect(ours.json.data.items.map((item: { teacherName: string }) => item.teacherName)).not.toContain('한원장');
    });

    it("registers a teacher in the session's centre, refusing centre 1's class as missing", async () => {
      const body = { ...newTeacher({ teacherId: 'starlight1', teacherName: '윤별빛' }) };
      expect((await call(other.admin, 'POST', '/api/v2/teacher/new', { ...body, classId })).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      const created = await call(other.admin, 'POST', '/api/v2/teacher/new', { ...body, classId: other.classId });
      expect(created.json.data).toMatchObject({ teacherId: 'starlight1', classId: other.classId, className: '별님반' });
      expect(await row(created.json.data.tno)).toMatchObject({ centreId: CENTRE_B, classId: other.classId });
      // the login id is the deployment's: centre 1 cannot take it again
      expect((await call(admin, 'POST', '/api/v2/teacher/new', newTeacher({ teacherId: 'starlight1' }))).json).toMatchObject({
        code: 'CONFLICT',
        message: '이미 사용 중인 아이디입니다.',
      });
      const free = await call(admin, 'GET', '/api/v2/teacher/id-check?teacherId=starlight1');
      expect(free.json.data.available).toBe(false);
    });

    it('resets the password of a login working in two centres only for one who administers both', async () => {
      // 정주임 is a manager of centre 1 and, through the same login, a teacher of centre 2
      const [account] = await t.app.db.select({ accountId: teachers.accountId }).from(teachers).where(eq(teachers.id, managerTno));
      const inB = await addMembership(t.app.db, account.accountId, { centreId: CENTRE_B, name: '정주임', classId: other.classId });
      const message = '다른 어린이집에서도 근무하는 교사의 비밀번호는 그 어린이집에서도 관리 권한이 있는 분만 초기화할 수 있습니다.';
      expect((await call(other.admin, 'PUT', `/api/v2/teacher/admin/reset-passwd?tno=${inB.id}`)).json).toMatchObject({ code: 'FORBIDDEN', message });
      expect((await call(admin, 'PUT', `/api/v2/teacher/admin/reset-passwd?tno=${managerTno}`)).json).toMatchObject({ code: 'FORBIDDEN', message });
      expect(await me(manager)).toBe(200);

      // deactivating the centre-2 membership leaves the centre-1 one working
      const off = await call(other.admin, 'DELETE', `/api/v2/teacher/admin/${inB.id}`);
      expect(off.json.data).toMatchObject({ active: false, classId: null });
      expect(await me(manager)).toBe(200);
      expect(await row(managerTno)).toMatchObject({ active: true, centreId: 1 });
      // an inactive membership elsewhere no longer stands in the way; the reset ends the login's sessions
      const reset = await call(admin, 'PUT', `/api/v2/teacher/admin/reset-passwd?tno=${managerTno}`);
      expect(reset.status).toBe(200);
      expect(await me(manager)).toBe(401);
      expect((await row(inB.id)).mustChangePassword).toBe(true);
    });
  });
});
