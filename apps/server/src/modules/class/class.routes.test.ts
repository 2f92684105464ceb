import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classColors, classes, teachers } from '../../db/schema/index';
import { buildMedicineRequest, createChild, createTeacher } from '../../test/factories';
import { createClassColor, createFullClass } from '../../test/class-factories';
import { loginAs } from '../../test/session';
import { auditRows, sessionCalls } from '../../test/api';
import { CENTRE_B } from '../../test/centres';
import { otherCentre, staffWorld, type OtherCentre, type StaffWorld } from '../../test/world';

describe('class routes (반 관리)', () => {
  let { t, admin, manager, teacher, anonymous, adminId: adminTno, classId: ownClassId, teacherId: teacherTno } = {} as StaffWorld;

  beforeAll(
    async () =>
      void ({ t, admin, manager, teacher, anonymous, adminId: adminTno, classId: ownClassId, teacherId: teacherTno } = await staffWorld({
        makeClass: (db) => createFullClass(db, { name: '교사반' }),
        manager: { name: '정주임' },
      })),
  );
  afterAll(async () => t.close());

  const { call } = sessionCalls(() => ({ t, anonymous }));
  const auditOf = (action: string, id: number | string) => auditRows(t.app.db, action, id);
  const classRow = async (id: number) => (await t.app.db.select().from(classes).where(eq(classes.id, id)))[0];
  const teacherRow = async (id: number) => (await t.app.db.select().from(teachers).where(eq(teachers.id, id)))[0];
  const validBody = { className: '해바라기반', ageBand: 4, capacity: 20, introduction: '만 4세반입니다.' };

  describe('GET /api/v2/class/search', () => {
    let seaId: number;
    beforeAll(async () => {
      const db = t.app.db;
      const sea = await createFullClass(db, { name: '바다반', ageBand: 1, capacity: 10, color: '#bae6fd' });
      seaId = sea.id;
      await createFullClass(db, { name: '바람반', ageBand: 1 });
      await createFullClass(db, { name: '구름반', ageBand: 5 });
      await createTeacher(db, { classId: sea.id, name: '최선생' });
      await createTeacher(db, { classId: sea.id, name: '강선생' });
      await createTeacher(db, { classId: sea.id, name: '퇴직선생', active: false });
      await createChild(db, { classId: sea.id, name: '가나' });
      await createChild(db, { classId: sea.id, name: '다라' });
      await createChild(db, { classId: sea.id, name: '휴원아', status: 'pause' });
    });

    it('walks 401 → 400 → 403 (teacher)', async () => {
      expect((await call(null, 'GET', '/api/v2/class/search')).status).toBe(401);
      expect((await call(admin, 'GET', '/api/v2/class/search?page=0')).json.message).toBe('페이지 번호는 1부터 시작합니다.');
      const band = await call(admin, 'GET', '/api/v2/class/search?ageBand=9');
      expect(band.status).toBe(400);
      expect(band.json.details).toEqual({ ageBand: '연령(만 0~5세)을 선택해 주세요.' });
      expect((await call(admin, 'GET', '/api/v2/class/search?searchType=teacher&keyword=x')).json.message).toBe('검색 조건이 올바르지 않습니다.');
      expect((await call(teacher, 'GET', '/api/v2/class/search')).json).toMatchObject({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.' });
    });

    it('lists classes (youngest first) with active teachers and attending children', async () => {
      const res = await call(manager, 'GET', '/api/v2/class/search?searchType=name&keyword=%EB%B0%94');
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ page: 1, size: 10, total: 2, totalPages: 1 });
      expect(res.json.data.items.map((i: any) => i.className)).toEqual(['바다반', '바람반']);
      expect(res.json.data.items[0]).toEqual({
        classId: seaId,
        className: '바다반',
        color: '#bae6fd',
        ageBand: 1,
        capacity: 10,
        teacherNames: ['강선생', '최선생'],
        // 재원 and 휴원 (docs/product/class.md#who-is-in-a-class)
        childCount: 3,
        pausedCount: 1,
      });
    });

    it('filters by age band and pages 1-based', async () => {
      const five = await call(admin, 'GET', '/api/v2/class/search?ageBand=5');
      expect(five.json.data.items.map((i: any) => i.className)).toEqual(['구름반']);
      const all = await call(admin, 'GET', '/api/v2/class/search?size=2&page=2');
      expect(all.json.data).toMatchObject({ page: 2, size: 2, total: 4, totalPages: 2 });
      expect(all.json.data.items).toHaveLength(2);
      // a keyword without a search type is ignored; LIKE wildcards are literal
      expect((await call(admin, 'GET', '/api/v2/class/search?keyword=%EB%B0%94')).json.data.total).toBe(4);
      expect((await call(admin, 'GET', '/api/v2/class/search?searchType=name&keyword=%25')).json.data.total).toBe(0);
      const sea = await call(admin, 'GET', '/api/v2/class/search?searchType=name&keyword=%EB%B0%94&ageBand=1');
      expect(sea.json.data.items.map((i: any) => i.className)).toEqual(['바다반', '바람반']);
      expect((await call(admin, 'GET', '/api/v2/class/search?size=2&page=3')).json.data).toMatchObject({ items: [], total: 4 });
    });
  });

  describe('GET /api/v2/class/:id', () => {
    it('walks 401 → 400 → 403 → 404 → 200 with teachers and children', async () => {
      const c = await createFullClass(t.app.db, { name: '하늘반', ageBand: 2, capacity: 12, introduction: '만 2세반' });
      const te = await createTeacher(t.app.db, { classId: c.id, name: '윤선생', loginId: `yoon${c.id}` });
      const kid = await createChild(t.app.db, { classId: c.id, name: '김하늘', birthDate: '2023-04-01', gender: 'F' });
      const paused = await createChild(t.app.db, { classId: c.id, name: '가람', status: 'pause', gender: 'M' });
      expect((await call(null, 'GET', `/api/v2/class/${c.id}`)).status).toBe(401);
      expect((await call(admin, 'GET', '/api/v2/class/abc')).json).toMatchObject({ code: 'VALIDATION', message: '반 번호가 올바르지 않습니다.' });
      expect((await call(teacher, 'GET', `/api/v2/class/${c.id}`)).status).toBe(403);
      expect((await call(admin, 'GET', '/api/v2/class/999999')).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      const res = await call(admin, 'GET', `/api/v2/class/${c.id}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        classId: c.id,
        className: '하늘반',
        ageBand: 2,
        capacity: 12,
        introduction: '만 2세반',
        teacherNames: ['윤선생'],
        childCount: 2,
        pausedCount: 1,
        teachers: [{ tno: te.teacher.id, teacherId: `yoon${c.id}`, teacherName: '윤선생', role: 'ROLE_TEACHER', active: true }],
        children: [
          { childCode: kid.id, name: '김하늘', birthDate: '2023-04-01', gender: 'F', status: 'active' },
          { childCode: paused.id, name: '가람', gender: 'M', status: 'pause' },
        ],
      });
    });
  });

  describe('POST /api/v2/class/new', () => {
    it('walks 401 → 400 (field by field) → 403 → 409 → 200 with the default colour', async () => {
      expect((await call(null, 'POST', '/api/v2/class/new', validBody)).status).toBe(401);
      const bad = await call(admin, 'POST', '/api/v2/class/new', { className: '  ', ageBand: 7, capacity: 0, color: 'red' });
      expect(bad.status).toBe(400);
      expect(bad.json.details).toEqual({
        className: '반 이름을 입력해 주세요.',
        ageBand: '연령(만 0~5세)을 선택해 주세요.',
        capacity: '정원은 1명에서 100명 사이로 입력해 주세요.',
        color: '색상을 선택해 주세요.',
      });
      expect((await call(teacher, 'POST', '/api/v2/class/new', validBody)).status).toBe(403);

      const created = await call(admin, 'POST', '/api/v2/class/new', { ...validBody, className: '  해바라기반 ' });
      expect(created.status).toBe(200);
      expect(created.json.data).toMatchObject({ className: '해바라기반', color: '#e2e8f0', ageBand: 4, capacity: 20, teachers: [], children: [] });
      expect(await auditOf('CLASS_CREATED', created.json.data.classId)).toHaveLength(1);

      const dup = await call(manager, 'POST', '/api/v2/class/new', { ...validBody, color: '#FBCFE8' });
      expect(dup.status).toBe(409);
      expect(dup.json).toMatchObject({ code: 'CONFLICT', message: '이미 사용 중인 반 이름입니다. 다른 이름을 입력해 주세요.' });

      const coloured = await call(manager, 'POST', '/api/v2/class/new', { ...validBody, className: '코스모스반', color: '#FBCFE8' });
      expect(coloured.json.data.color).toBe('#fbcfe8');
    });
  });

  describe('GET /api/v2/class/is-valid-classname', () => {
    it('answers whether a name is free, excluding the class being edited', async () => {
      const c = await createFullClass(t.app.db, { name: '민들레반' });
      expect((await call(null, 'GET', '/api/v2/class/is-valid-classname?className=x')).status).toBe(401);
      expect((await call(admin, 'GET', '/api/v2/class/is-valid-classname')).json.details).toEqual({ className: '반 이름을 입력해 주세요.' });
      expect((await call(teacher, 'GET', '/api/v2/class/is-valid-classname?className=x')).status).toBe(403);
      const name = encodeURIComponent('민들레반');
      expect((await call(admin, 'GET', `/api/v2/class/is-valid-classname?className=${name}`)).json.data).toEqual({
        valid: false,
        message: '이미 사용 중인 반 이름입니다. 다른 이름을 입력해 주세요.',
      });
      expect((await call(admin, 'GET', `/api/v2/class/is-valid-classname?className=${name}&excludeId=${c.id}`)).json.data.valid).toBe(true);
      expect((await call(admin, 'GET', `/api/v2/class/is-valid-classname?className=${encodeURIComponent('튤립반')}`)).json.data).toEqual({
        valid: true,
        message: '사용할 수 있는 반 이름입니다.',
      });
    });
  });

  describe('PUT /api/v2/class/:id', () => {
    it('walks 401 → 400 → 403 → 404 → 409 → 200 and audits what changed', async () => {
      const c = await createFullClass(t.app.db, { name: '장미반', ageBand: 3, capacity: 15 });
      await createFullClass(t.app.db, { name: '백합반' });
      const url = `/api/v2/class/${c.id}`;
      expect((await call(null, 'PUT', url, validBody)).status).toBe(401);
      // out of range is refused with the range, never clamped (0 → 1, 999 → 100 was a bug)
      for (const capacity of [0, 101, 999]) {
        const res = await call(admin, 'PUT', url, { ...validBody, capacity });
        expect(res.status).toBe(400);
        expect(res.json).toMatchObject({ code: 'VALIDATION', details: { capacity: '정원은 1명에서 100명 사이로 입력해 주세요.' } });
      }
      expect((await classRow(c.id)).capacity).toBe(15);
      expect((await call(teacher, 'PUT', url, validBody)).status).toBe(403);
      expect((await call(admin, 'PUT', '/api/v2/class/999999', validBody)).status).toBe(404);
      expect((await call(admin, 'PUT', url, { ...validBody, className: '백합반' })).status).toBe(409);
      expect((await classRow(c.id)).name).toBe('장미반');

      const same = await call(admin, 'PUT', url, { className: '장미반', ageBand: 3, capacity: 16, color: '#fecdd3' });
      expect(same.status).toBe(200);
      expect(same.json.data).toMatchObject({ className: '장미반', capacity: 16, color: '#fecdd3', introduction: '' });
      const [audit] = await auditOf('CLASS_UPDATED', c.id);
      expect(audit.detail).toEqual({ changed: ['color', 'capacity'] });
    });
  });

  describe('DELETE /api/v2/class/:id', () => {
    it('refuses a class with children or teachers (409 saying what to do), then deletes the empty one', async () => {
      const c = await createFullClass(t.app.db, { name: '해님반' });
      const kid = await createChild(t.app.db, { classId: c.id });
      const te = await createTeacher(t.app.db, { classId: c.id });
      const url = `/api/v2/class/${c.id}`;
      expect((await call(null, 'DELETE', url)).status).toBe(401);
      expect((await call(admin, 'DELETE', '/api/v2/class/0')).status).toBe(400);
      expect((await call(teacher, 'DELETE', url)).status).toBe(403);
      expect((await call(admin, 'DELETE', '/api/v2/class/999999')).status).toBe(404);

      const full = await call(admin, 'DELETE', url);
      expect(full.status).toBe(409);
      expect(full.json).toMatchObject({
        code: 'CONFLICT',
        message: '이 반에 원아 1명, 교사 1명이 배정되어 있습니다. 먼저 다른 반으로 옮기거나 배정을 해제한 뒤 삭제해 주세요.',
      });
      // the child moved elsewhere: the teacher still holds the class
      const other = await createFullClass(t.app.db);
      await call(admin, 'PUT', `/api/v2/class/${other.id}/assign-teacher`, { tnos: [te.teacher.id] });
      const { children: childTable } = await import('../../db/schema/index');
      await t.app.db.update(childTable).set({ classId: other.id }).where(eq(childTable.id, kid.id));
      expect(await classRow(c.id)).toBeDefined();

      const empty = await call(manager, 'DELETE', url);
      expect(empty.status).toBe(200);
      expect(empty.json.data).toEqual({ classId: c.id });
      expect(await classRow(c.id)).toBeUndefined();
      expect(await auditOf('CLASS_DELETED', c.id)).toHaveLength(1);
      expect((await call(admin, 'GET', url)).status).toBe(404);
    });

    it('refuses a class whose story records must be kept', async () => {
      const c = await createFullClass(t.app.db);
      const m = await buildMedicineRequest(t.app.db, { classId: c.id });
      const { children: childTable } = await import('../../db/schema/index');
      await t.app.db.update(childTable).set({ classId: null }).where(eq(childTable.id, m.childId));
      const res = await call(admin, 'DELETE', `/api/v2/class/${c.id}`);
      expect(res.status).toBe(409);
      expect(res.json.message).toContain('기록이 남아 있어 삭제할 수 없습니다');
      expect(await classRow(c.id)).toBeDefined();
    });
  });

  describe('PUT /api/v2/class/:id/assign-teacher', () => {
    it('walks 401 → 400 → 403 → 404, then makes the list the class teachers', async () => {
      const db = t.app.db;
      const target = await createFullClass(db, { name: '별반' });
      const previous = await createFullClass(db, { name: '달반' });
      const stays = await createTeacher(db, { classId: target.id, name: '남는선생' });
      const leaves = await createTeacher(db, { classId: target.id, name: '빠지는선생' });
      const moves = await createTeacher(db, { classId: previous.id, name: '옮기는선생' });
      const retired = await createTeacher(db, { active: false, name: '중지선생' });
      const url = `/api/v2/class/${target.id}/assign-teacher`;

      expect((await call(null, 'PUT', url, { tnos: [] })).status).toBe(401);
      expect((await call(admin, 'PUT', url, { tnos: 'x' })).status).toBe(400);
      expect((await call(admin, 'PUT', url, { tnos: [0] })).json.message).toBe('교사 번호가 올바르지 않습니다.');
      expect((await call(teacher, 'PUT', url, { tnos: [] })).status).toBe(403);
      expect((await call(admin, 'PUT', '/api/v2/class/999999/assign-teacher', { tnos: [] })).status).toBe(404);
      expect((await call(admin, 'PUT', url, { tnos: [999999] })).json).toMatchObject({ code: 'NOT_FOUND', message: '교사를 찾을 수 없습니다.' });
      const inactive = await call(admin, 'PUT', url, { tnos: [retired.teacher.id] });
      expect(inactive.json).toMatchObject({ code: 'VALIDATION', details: { tnos: '사용이 중지된 교사는 반에 배정할 수 없습니다.' } });
      const adminMove = await call(manager, 'PUT', url, { tnos: [stays.teacher.id, adminTno] });
      expect(adminMove.json).toMatchObject({ code: 'FORBIDDEN', message: '원장(관리자) 계정은 원장만 등록하거나 변경할 수 있습니다.' });
      expect((await teacherRow(leaves.teacher.id)).classId).toBe(target.id);

      const res = await call(manager, 'PUT', url, { tnos: [stays.teacher.id, moves.teacher.id, moves.teacher.id] });
      expect(res.status).toBe(200);
      expect(res.json.data.teachers.map((x: any) => x.teacherName)).toEqual(['남는선생', '옮기는선생']);
      expect((await teacherRow(leaves.teacher.id)).classId).toBeNull();
      expect((await teacherRow(moves.teacher.id)).classId).toBe(target.id);
      const [audit] = await auditOf('CLASS_TEACHERS_ASSIGNED', target.id);
      expect(audit.detail).toEqual({
        tnos: [stays.teacher.id, moves.teacher.id],
        added: [{ tno: moves.teacher.id, fromClassId: previous.id }],
        removed: [leaves.teacher.id],
      });

      // the moved teacher's session follows at once
      const session = await loginAs(t.app, moves.teacher.loginId, moves.password);
      await call(admin, 'PUT', url, { tnos: [] });
      const me = await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: session.headers });
      expect(me.json().data).toMatchObject({ classId: null, className: null });
      expect((await call(admin, 'GET', `/api/v2/class/${target.id}`)).json.data.teachers).toEqual([]);
    });
  });

  describe('colours', () => {
    it('walks the colour list CRUD: 400 → 403 → 409 (hex) → 200, repainting the classes of a changed colour', async () => {
      const db = t.app.db;
      expect((await call(null, 'GET', '/api/v2/class/color/list')).status).toBe(401);
      expect((await call(teacher, 'GET', '/api/v2/class/color/list')).status).toBe(403);
      expect((await call(teacher, 'POST', '/api/v2/class/color', { name: '빨강', hex: '#ff0000' })).status).toBe(403);
      const bad = await call(admin, 'POST', '/api/v2/class/color', { name: '', hex: 'ff0000' });
      expect(bad.json.details).toEqual({ name: '색상 이름을 입력해 주세요.', hex: '색상을 선택해 주세요.' });

      const created = await call(admin, 'POST', '/api/v2/class/color/', { name: '진달래', hex: '#F9A8D4' });
      expect(created.status).toBe(200);
      expect(created.json.data).toEqual({ colorId: expect.any(Number), name: '진달래', hex: '#f9a8d4', classNames: [] });
      const colorId = created.json.data.colorId;
      expect((await call(manager, 'POST', '/api/v2/class/color', { name: '다른 이름', hex: '#f9a8d4' })).json).toMatchObject({
        code: 'CONFLICT',
        message: '이미 등록된 색상입니다.',
      });
      expect(await auditOf('CLASS_COLOR_CREATED', colorId)).toHaveLength(1);

      const painted = await createFullClass(db, { name: '진달래반', color: '#f9a8d4' });
      const list = await call(admin, 'GET', '/api/v2/class/color/list');
      expect(list.json.data.find((c: any) => c.colorId === colorId)).toEqual({ colorId, name: '진달래', hex: '#f9a8d4', classNames: ['진달래반'] });
      expect((await call(admin, 'GET', '/api/v2/class/available-color')).json.data.some((c: any) => c.colorId === colorId)).toBe(false);

      const taken = await createClassColor(db, { hex: '#123456' });
      expect((await call(admin, 'PUT', `/api/v2/class/color/${colorId}`, { name: '진달래', hex: '#123456' })).status).toBe(409);
      expect((await call(admin, 'PUT', '/api/v2/class/color/999999', { name: 'x', hex: '#abcdef' })).status).toBe(404);
      const moved = await call(admin, 'PUT', `/api/v2/class/color/${colorId}`, { name: '분홍', hex: '#fbcfe9' });
      expect(moved.json.data).toEqual({ colorId, name: '분홍', hex: '#fbcfe9', classNames: ['진달래반'] });
      expect((await classRow(painted.id)).color).toBe('#fbcfe9');

      const inUse = await call(admin, 'DELETE', `/api/v2/class/color/${colorId}`);
      expect(inUse.status).toBe(409);
      expect(inUse.json.message).toBe('진달래반에서 사용 중인 색상은 삭제할 수 없습니다. 반의 색상을 먼저 바꿔 주세요.');
      expect((await call(admin, 'DELETE', '/api/v2/class/color/999999')).status).toBe(404);
      expect((await call(teacher, 'DELETE', `/api/v2/class/color/${taken.id}`)).status).toBe(403);
      const gone = await call(manager, 'DELETE', `/api/v2/class/color/${taken.id}`);
      expect(gone.json.data).toEqual({ colorId: taken.id });
      expect(await db.select().from(classColors).where(eq(classColors.id, taken.id))).toEqual([]);
      expect(await auditOf('CLASS_COLOR_DELETED', taken.id)).toHaveLength(1);
    });

    it('available-color lists only colours no class uses', async () => {
      const free = await createClassColor(t.app.db, { name: '남색', hex: '#1e3a8a' });
      const used = await createClassColor(t.app.db, { name: '보라', hex: '#6b21a8' });
      await createFullClass(t.app.db, { color: '#6B21A8' });
      expect((await call(null, 'GET', '/api/v2/class/available-color')).status).toBe(401);
      expect((await call(teacher, 'GET', '/api/v2/class/available-color')).status).toBe(403);
      const res = await call(admin, 'GET', '/api/v2/class/available-color');
      expect(res.json.data).toContainEqual({ colorId: free.id, name: '남색', hex: '#1e3a8a' });
      expect(res.json.data.map((c: any) => c.colorId)).not.toContain(used.id);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    let other: OtherCentre;
    beforeAll(async () => void (other = await otherCentre(t)));
    const missing = { code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' };

    it("answers centre 1's class as missing to centre 2's director and lists only centre 2's classes", async () => {
      const absent = await call(other.admin, 'GET', '/api/v2/class/999999');
      expect(absent.json).toMatchObject(missing);
      const read = await call(other.admin, 'GET', `/api/v2/class/${ownClassId}`);
      expect({ status: read.status, code: read.json.code, message: read.json.message }).toEqual({ status: 404, ...missing });
      expect((await call(other.admin, 'PUT', `/api/v2/class/${ownClassId}`, validBody)).json).toMatchObject(missing);
      expect((await call(other.admin, 'DELETE', `/api/v2/class/${ownClassId}`)).json).toMatchObject(missing);
      expect((await call(other.admin, 'PUT', `/api/v2/class/${ownClassId}/assign-teacher`, { tnos: [] })).json).toMatchObject(missing);
      expect((await classRow(ownClassId)).name).toBe('교사반');
      expect((await teacherRow(teacherTno)).classId).toBe(ownClassId);

      const list = await call(other.admin, 'GET', '/api/v2/class/search?size=100');
      expect(list.json.data.items.map((c: { className: string }) => c.className)).toEqual(['별님반']);
      const ours = await call(admin, 'GET', '/api/v2/class/search?size=100');
      expect(ours.json.data.items.map((c: { className: string }) => c.className)).not.toContain('별님반');
    });

    it("keeps class names unique per centre and never assigns centre 1's teacher to centre 2's class", async () => {
      expect((await call(other.admin, 'GET', '/api/v2/class/is-valid-classname?className=교사반')).json.data.valid).toBe(true);
      const twin = await call(other.admin, 'POST', '/api/v2/class/new', { ...validBody, className: '교사반' });
      expect(twin.status).toBe(200);
      expect((await classRow(twin.json.data.classId)).centreId).toBe(CENTRE_B);
      expect((await call(admin, 'POST', '/api/v2/class/new', { ...validBody, className: '교사반' })).json).toMatchObject({ code: 'CONFLICT' });
      expect((await call(admin, 'GET', '/api/v2/class/is-valid-classname?className=별님반')).json.data.valid).toBe(true);

      const poach = await call(other.admin, 'PUT', `/api/v2/class/${other.classId}/assign-teacher`, { tnos: [teacherTno] });
      expect(poach.json).toMatchObject({ code: 'NOT_FOUND', message: '교사를 찾을 수 없습니다.' });
      expect((await teacherRow(teacherTno)).classId).toBe(ownClassId);
    });

    it("shows the palette with each centre's own classes; a colour another centre uses stays", async () => {
      const shared = await createClassColor(t.app.db, { name: '청록', hex: '#0f766e' });
      await createFullClass(t.app.db, { name: '청록반', color: '#0f766e', centreId: CENTRE_B });
      const ours = await call(admin, 'GET', '/api/v2/class/color/list');
      expect(ours.json.data).toContainEqual({ colorId: shared.id, name: '청록', hex: '#0f766e', classNames: [] });
      const theirs = await call(other.admin, 'GET', '/api/v2/class/color/list');
      expect(theirs.json.data).toContainEqual({ colorId: shared.id, name: '청록', hex: '#0f766e', classNames: ['청록반'] });
      expect((await call(admin, 'GET', '/api/v2/class/available-color')).json.data.map((c: { colorId: number }) => c.colorId)).toContain(shared.id);
      expect((await call(other.admin, 'GET', '/api/v2/class/available-color')).json.data.map((c: { colorId: number }) => c.colorId)).not.toContain(shared.id);
      const refused = await call(admin, 'DELETE', `/api/v2/class/color/${shared.id}`);
      expect(refused.json).toMatchObject({ code: 'CONFLICT', message: '다른 어린이집의 반에서 사용 중인 색상은 삭제할 수 없습니다.' });
      expect(await t.app.db.select().from(classColors).where(eq(classColors.id, shared.id))).toHaveLength(1);
    });
  });
});
