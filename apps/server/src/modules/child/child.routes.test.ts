import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { childEmergencyContacts, children, parents } from '../../db/schema/index';
import { createChild, createClass, createTeacher, seoulToday } from '../../test/factories';
import { loginAs, type TestSession } from '../../test/session';
import { createChildRecord } from '../../test/child-factories';
import { createParent } from '../../test/parent-factories';
import { writeAlimNote } from '../../test/story-factories';
import { auditRows, sessionCalls, type Json } from '../../test/api';
import { otherCentre, twoClassWorld, type OtherCentre, type TwoClassWorld, type WithManager } from '../../test/world';
import { CENTRE_B } from '../../test/centres';
import { addDays } from '@kg/contract';

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: '박서준',
  birthDate: '2021-03-14',
  gender: 'M',
  admissionDate: '2024-03-02',
  allergyCodes: [2, 1, 2],
  allergies: '키위',
  allergyNote: '두드러기 — 보호자 연락',
  healthNotes: '아토피 연고 사용',
  photoConsent: true,
  address: '서울시 마포구 행복로 1',
  memo: '형이 같은 원에 다님',
  emergencyContacts: [{ name: '박할머니', relation: '조모', phone: '01098765432' }],
  pickupPersons: [
    { name: '박엄마', relation: '모', phone: '010-1111-2222' },
    { name: '이삼촌', relation: '삼촌', phone: '010-3333-4444', authorised: false, note: '부모 연락 없이는 인계 불가' },
  ],
  ...overrides,
});

describe('child routes (원아)', () => {
  let { t, admin, manager, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld & WithManager;
  const today = seoulToday();

  beforeAll(async () => void ({ t, admin, manager, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld({ manager: '정매니저' })));
  afterAll(async () => t.close());

  const { call } = sessionCalls(() => ({ t, anonymous }));
  const auditOf = (action: string, id: number) => auditRows(t.app.db, action, id);
  const rowOf = async (id: number) => (await t.app.db.select().from(children).where(eq(children.id, id)))[0];

  describe('POST /api/v2/child/', () => {
    it('walks 401 → 403 (teacher) → 400 (Korean field messages)', async () => {
      expect((await call(null, 'POST', '/api/v2/child/', validBody())).status).toBe(401);
      expect((await call(teacherA, 'POST', '/api/v2/child/', validBody({ classId: classA }))).json).toMatchObject({ code: 'FORBIDDEN' });

      const empty = await call(admin, 'POST', '/api/v2/child/', {});
      expect(empty.status).toBe(400);
      expect(empty.json.details).toMatchObject({
        name: '원아 이름을 입력해 주세요. (50자 이하)',
        birthDate: '생년월일을 선택해 주세요.',
        gender: '성별을 선택해 주세요.',
        admissionDate: '입소일을 선택해 주세요.',
      });
      // plain Korean with an example, never 'yyyy-MM-dd 형식'
      const badDates = await call(admin, 'POST', '/api/v2/child/', validBody({ birthDate: '2021/03/15', admissionDate: '2026-02-30' }));
      expect(badDates.json.details).toEqual({ birthDate: '생년월일을 2021-03-15처럼 입력해 주세요.', admissionDate: '입소일을 2026-03-02처럼 입력해 주세요.' });
      const badPhone = await call(admin, 'POST', '/api/v2/child/', validBody({ emergencyContacts: [{ name: '김', relation: '모', phone: '12-34' }] }));
      expect(badPhone.json.details).toEqual({ 'emergencyContacts.0.phone': '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)' });
      const early = await call(admin, 'POST', '/api/v2/child/', validBody({ admissionDate: '2020-01-01' }));
      expect(early.json.details).toEqual({ admissionDate: '입소일은 생년월일보다 빠를 수 없습니다.' });
      const future = await call(admin, 'POST', '/api/v2/child/', validBody({ birthDate: addDays(today, 1), admissionDate: addDays(today, 2) }));
      expect(future.json).toMatchObject({ code: 'VALIDATION', details: { birthDate: '생년월일은 오늘 이후일 수 없습니다.' } });
      const noClass = await call(admin, 'POST', '/api/v2/child/', validBody({ classId: 999999 }));
      expect(noClass.json).toMatchObject({ code: 'VALIDATION', details: { classId: '선택한 반을 찾을 수 없습니다.' } });
      expect(await t.app.db.select().from(children).where(eq(children.name, '박서준'))).toEqual([]);
    });

    it('creates the child with contacts and pick-up persons, audits it, and refuses the same name and birth date (409)', async () => {
      const res = await call(manager, 'POST', '/api/v2/child', validBody({ classId: classA }));
      expect(res.status).toBe(200);
      const child = res.json.data;
      expect(child).toMatchObject({
        name: '박서준',
        birthDate: '2021-03-14',
        gender: 'M',
        classId: classA,
        className: '햇님반',
        status: 'active',
        admissionDate: '2024-03-02',
        leaveDate: null,
        allergyCodes: [1, 2],
        allergies: '키위',
        allergyNote: '두드러기 — 보호자 연락',
        photoConsent: true,
        parents: [],
        profileImage: null,
        emergencyContacts: [{ contactId: expect.any(Number), name: '박할머니', relation: '조모', phone: '010-9876-5432' }],
        pickupPersons: [
          { name: '박엄마', relation: '모', phone: '010-1111-2222', authorised: true, note: '' },
          { name: '이삼촌', relation: '삼촌', phone: '010-3333-4444', authorised: false, note: '부모 연락 없이는 인계 불가' },
        ],
      });
      expect(child.ageYears).toBeGreaterThanOrEqual(4);
      const [audit] = await auditOf('CHILD_CREATED', child.childCode);
      expect(audit).toMatchObject({ actorRole: 'ROLE_MANAGER', subjectType: 'child', detail: { classId: classA, source: 'form' } });
      expect(JSON.stringify(audit.detail)).not.toContain('박서준');

      const again = await call(admin, 'POST', '/api/v2/child/', validBody());
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ code: 'CONFLICT', message: '이름과 생년월일이 같은 원아가 이미 등록되어 있습니다.' });
    });
  });

  describe('GET /api/v2/child/search', () => {
    let searchClass: number;
    beforeAll(async () => {
      const db = t.app.db;
      searchClass = (await createClass(db, { name: '꽃님반' })).id;
      const minji = await createChildRecord(db, { classId: searchClass, name: '정민지', birthDate: '2020-07-01', admissionDate: '2023-03-02' });
      await createParent(db, { name: '정아빠', phone: '010-5555-0001', children: [{ childId: minji.id, relation: '부', isPrimary: true }] });
      await createParent(db, { name: '한엄마', phone: '010-5555-0002', children: [{ childId: minji.id, relation: '모' }] });
      await createChildRecord(db, { classId: searchClass, name: '정하나', birthDate: '2021-07-09', admissionDate: '2025-03-04', status: 'pause' });
      await createChildRecord(db, { classId: null, name: '정두리', birthDate: '2022-01-15', admissionDate: addDays(today, 3) });
      await createChildRecord(db, { classId: null, name: '정세찬', birthDate: '2019-01-15', status: 'graduate', leaveDate: '2025-02-28' });
    });
    const search = (session: TestSession | null, query: string) => call(session, 'GET', `/api/v2/child/search${query}`);
    const names = (json: Json) => (json.data.items as any[]).map((i) => i.name);

    it('walks 401 → 403 (teachers) → 400', async () => {
      expect((await search(null, '')).status).toBe(401);
      expect((await search(teacherA, '')).status).toBe(403);
      expect((await search(admin, '?page=0')).json.message).toBe('페이지 번호는 1부터 시작합니다.');
      expect((await search(admin, '?status=left')).json.details).toEqual({ status: '원아 상태를 선택해 주세요.' });
      expect((await search(admin, '?classId=abc')).json.details).toEqual({ classId: '반을 올바르게 선택해 주세요.' });
      expect((await search(admin, '?searchType=phone&keyword=1')).json.message).toBe('검색 조건이 올바르지 않습니다.');
    });

    it('searches by child name, parent name, parent phone and birth date, with class and status filters', async () => {
      const byName = await search(admin, `?searchType=name&keyword=${encodeURIComponent('정')}&classId=${searchClass}`);
      expect(byName.json.data).toMatchObject({ page: 1, size: 10, total: 2 });
      // attending first, then paused
      expect(names(byName.json)).toEqual(['정민지', '정하나']);
      const minji = byName.json.data.items[0];
      expect(minji).toMatchObject({ className: '꽃님반', classColor: '#ffd6a5', ageYears: expect.any(Number) });
      expect(minji.parents.map((p: any) => [p.name, p.relation, p.isPrimary])).toEqual([['정아빠', '부', true], ['한엄마', '모', false]]);

      expect(names((await search(admin, `?searchType=parentName&keyword=${encodeURIComponent('한엄')}`)).json)).toEqual(['정민지']);
      expect(names((await search(admin, '?searchType=parentPhone&keyword=0105555-0002')).json)).toEqual(['정민지']);
      expect(names((await search(admin, '?searchType=birthDate&keyword=2021-07')).json)).toEqual(['정하나']);
      expect(names((await search(admin, `?searchType=name&keyword=${encodeURIComponent('정')}&status=pause`)).json)).toEqual(['정하나']);
      expect(names((await search(admin, `?searchType=name&keyword=${encodeURIComponent('정')}&classId=unassigned`)).json)).toEqual([
        '정두리',
        '정세찬',
      ]);
    });

    it('filters by admission dates (reversed dates swapped) and pages 1-based', async () => {
      const range = await search(admin, '?searchType=date&startDate=2025-12-31&endDate=2023-01-01');
      expect(names(range.json)).toEqual(expect.arrayContaining(['정민지', '정하나']));
      expect(names(range.json)).not.toContain('정두리');
      const all = await search(admin, '?size=2');
      expect(all.json.data).toMatchObject({ page: 1, size: 2, totalPages: Math.ceil(all.json.data.total / 2) });
      const second = await search(admin, '?size=2&page=2');
      expect(second.json.data.items).toHaveLength(2);
      expect(second.json.data.items[0].childCode).not.toBe(all.json.data.items[0].childCode);
    });

    it('answers a page past the end with no rows and the search total (counted on its own)', async () => {
      const query = `?searchType=name&keyword=${encodeURIComponent('정')}&classId=${searchClass}`;
      const past = await search(admin, `${query}&page=9`);
      expect(past.json.data).toMatchObject({ items: [], page: 9, total: 2, totalPages: 1 });
      expect((await search(admin, '?searchType=parentPhone&keyword=abc')).json.data).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('GET /api/v2/child/:id', () => {
    it('walks 401 → 400 → 404 (missing, another class, unassigned child: one answer) → 200 (own class)', async () => {
      const child = await createChildRecord(t.app.db, { classId: classA, name: '윤하늘', allergies: '계란' });
      const unassigned = await createChild(t.app.db, { classId: null, name: '윤바다' });
      expect((await call(null, 'GET', `/api/v2/child/${child.id}`)).status).toBe(401);
      expect((await call(admin, 'GET', '/api/v2/child/abc')).json).toMatchObject({ code: 'VALIDATION', message: '원아 번호가 올바르지 않습니다.' });
      expect((await call(admin, 'GET', '/api/v2/child/999999')).json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
      expect((await call(teacherB, 'GET', `/api/v2/child/${child.id}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
      expect((await call(teacherA, 'GET', `/api/v2/child/${unassigned.id}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
      const own = await call(teacherA, 'GET', `/api/v2/child/${child.id}`);
      expect(own.status).toBe(200);
      expect(own.json.data).toMatchObject({ childCode: child.id, name: '윤하늘', allergies: '계란', className: '햇님반' });
      expect((await call(admin, 'GET', `/api/v2/child/${unassigned.id}`)).json.data.classId).toBeNull();
    });
  });

  describe('PUT /api/v2/child/:id', () => {
    it('walks 401 → 403 → 400 → 404 → 409, then replaces the record and lists and audits the changed fields', async () => {
      const child = await createChildRecord(t.app.db, { classId: classA, name: '오지호', birthDate: '2021-01-01', admissionDate: '2024-03-01' });
      await createChildRecord(t.app.db, { classId: classB, name: '오지아', birthDate: '2021-01-01' });
      const url = `/api/v2/child/${child.id}`;
      const body = validBody({ name: '오지호', birthDate: '2021-01-01', classId: classB });
      expect((await call(null, 'PUT', url, body)).status).toBe(401);
      expect((await call(teacherA, 'PUT', url, body)).status).toBe(403);
      expect((await call(admin, 'PUT', url, { ...body, gender: 'X' })).json.details).toEqual({ gender: '성별을 선택해 주세요.' });
      expect((await call(admin, 'PUT', url, { ...body, allergyCodes: [1, 20] })).json.details).toEqual({ 'allergyCodes.1': '알레르기 번호는 1부터 19까지입니다.' });
      expect((await call(admin, 'PUT', '/api/v2/child/999999', body)).status).toBe(404);
      expect((await call(admin, 'PUT', url, { ...body, name: '오지아' })).status).toBe(409);

      const res = await call(admin, 'PUT', url, { ...body, emergencyContacts: [] });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ classId: classB, className: '달님반', memo: '형이 같은 원에 다님', emergencyContacts: [] });
      expect(res.json.data.pickupPersons).toHaveLength(2);
      expect(await t.app.db.select().from(childEmergencyContacts).where(eq(childEmergencyContacts.childId, child.id))).toEqual([]);
      const [audit] = await auditOf('CHILD_UPDATED', child.id);
      expect(audit.detail).toMatchObject({ fromClassId: classA, toClassId: classB });
      // photoConsent was already true: only what changed is named
      expect((audit.detail as any).fields).toEqual(['gender', 'classId', 'admissionDate', 'allergyCodes', 'allergies', 'allergyNote', 'healthNotes', 'address', 'memo']);
      expect(JSON.stringify(audit.detail)).not.toContain('키위');
      expect(await rowOf(child.id)).toMatchObject({ allergyCodes: [1, 2], allergies: '키위', allergyNote: '두드러기 — 보호자 연락' });
      // the same allergies again are no change
      await call(admin, 'PUT', url, { ...body, emergencyContacts: [] });
      const audits = await auditOf('CHILD_UPDATED', child.id);
      expect((audits.sort((a, b) => a.id - b.id).at(-1)!.detail as any).fields).toEqual([]);
    });
  });

  describe('DELETE /api/v2/child/:id', () => {
    it('walks 401 → 403 → 404 → 409 (class-story records: change the status instead) → 200', async () => {
      const withNotes = await createChild(t.app.db, { classId: classA, name: '남궁민' });
      await writeAlimNote(t.app.db, { classId: classA, childId: withNotes.id });
      const plain = await createChild(t.app.db, { classId: classA, name: '남궁솔' });
      expect((await call(null, 'DELETE', `/api/v2/child/${plain.id}`)).status).toBe(401);
      expect((await call(teacherA, 'DELETE', `/api/v2/child/${plain.id}`)).status).toBe(403);
      expect((await call(admin, 'DELETE', '/api/v2/child/999999')).status).toBe(404);
      const refused = await call(admin, 'DELETE', `/api/v2/child/${withNotes.id}`);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toContain('상태를 퇴소 또는 졸업으로 변경해 주세요.');
      expect(await rowOf(withNotes.id)).toBeDefined();

      const res = await call(admin, 'DELETE', `/api/v2/child/${plain.id}`);
      expect(res.json).toMatchObject({ success: true, data: { childCode: plain.id } });
      expect(await rowOf(plain.id)).toBeUndefined();
      expect(await auditOf('CHILD_DELETED', plain.id)).toHaveLength(1);
    });
  });

  describe('GET /api/v2/child/list/:classId (0-based)', () => {
    it('walks 401 → 400 → 404 (other class, as a missing one), then pages the attending children from 0', async () => {
      const cls = (await createClass(t.app.db, { name: '별빛반' })).id;
      const tc = await createTeacher(t.app.db, { classId: cls, name: '별선생' });
      const own = await loginAs(t.app, tc.teacher.loginId, tc.password);
      for (let i = 0; i < 11; i++) await createChild(t.app.db, { classId: cls, name: `별아이${String(i).padStart(2, '0')}` });
      await createChild(t.app.db, { classId: cls, name: '별휴원', status: 'pause' });
      await createChild(t.app.db, { classId: cls, name: '별퇴소', status: 'stop' });

      expect((await call(null, 'GET', `/api/v2/child/list/${cls}`)).status).toBe(401);
      expect((await call(own, 'GET', `/api/v2/child/list/${cls}?page=-1`)).json.message).toBe('페이지 번호는 0부터 시작합니다.');
      expect((await call(admin, 'GET', '/api/v2/child/list/abc')).json.message).toBe('반 번호가 올바르지 않습니다.');
      expect((await call(teacherA, 'GET', `/api/v2/child/list/${cls}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      expect((await call(admin, 'GET', '/api/v2/child/list/999999')).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });

      const first = await call(own, 'GET', `/api/v2/child/list/${cls}`);
      expect(first.json.data).toMatchObject({ page: 0, size: 10, total: 12, totalPages: 2 });
      expect(first.json.data.items[0].name).toBe('별아이00');
      const second = await call(own, 'GET', `/api/v2/child/list/${cls}?page=1`);
      // attending first, paused after them
      expect(second.json.data.items.map((i: any) => i.name)).toEqual(['별아이10', '별휴원']);
      expect([...first.json.data.items, ...second.json.data.items].map((i: any) => i.name)).not.toContain('별퇴소');
    });
  });

  describe('GET /api/v2/child/empty-class and /class-options', () => {
    it('lists attending children without a class and the classes with their head count (admins only)', async () => {
      const waiting = await createChild(t.app.db, { classId: null, name: '대기아동' });
      await createChild(t.app.db, { classId: null, name: '퇴소아동', status: 'stop' });
      // a paused child left without a class by 반 배정 초기화 still needs one
      await createChild(t.app.db, { classId: null, name: '휴원대기', status: 'pause' });
      expect((await call(null, 'GET', '/api/v2/child/empty-class')).status).toBe(401);
      expect((await call(teacherA, 'GET', '/api/v2/child/empty-class')).status).toBe(403);
      const res = await call(admin, 'GET', '/api/v2/child/empty-class');
      const names = (res.json.data as any[]).map((c) => c.name);
      expect(names).toContain('대기아동');
      expect(names).toContain('휴원대기');
      expect(names).not.toContain('퇴소아동');
      expect(res.json.data.every((c: any) => c.classId === null && ['active', 'pause'].includes(c.status))).toBe(true);
      expect(res.json.data.find((c: any) => c.childCode === waiting.id)).toBeDefined();

      expect((await call(teacherA, 'GET', '/api/v2/child/class-options')).status).toBe(403);
      const options = await call(admin, 'GET', '/api/v2/child/class-options');
      const sun = options.json.data.find((c: any) => c.classId === classA);
      const attending = (await t.app.db.select().from(children).where(eq(children.classId, classA))).filter((c) =>
        ['active', 'pause'].includes(c.status),
      );
      expect(sun).toEqual({
        classId: classA,
        name: '햇님반',
        color: '#ffd6a5',
        capacity: null,
        enrolledCount: attending.length,
        pausedCount: attending.filter((c) => c.status === 'pause').length,
      });
    });
  });

  describe('PUT /api/v2/child/chang-status/:childCode', () => {
    it('walks 401 → 400 (docs/product/errors.md#required-fields) → 403 → 404 → 409 (same status)', async () => {
      const child = await createChild(t.app.db, { classId: classA, name: '상태아동' });
      const url = (code: string | number, status: string) => `/api/v2/child/chang-status/${code}?status=${status}`;
      expect((await call(null, 'PUT', url(child.id, 'pause'))).status).toBe(401);
      expect((await call(admin, 'PUT', url(child.id, 'ACTIVE'))).json).toMatchObject({ code: 'VALIDATION', message: '원아 상태를 선택해 주세요.' });
      expect((await call(admin, 'PUT', `/api/v2/child/chang-status/${child.id}`)).json.message).toBe('원아 상태를 선택해 주세요.');
      expect((await call(admin, 'PUT', url('x', 'pause'))).json.message).toBe('원아 번호가 올바르지 않습니다.');
      expect((await call(teacherA, 'PUT', url(child.id, 'pause'))).status).toBe(403);
      expect((await call(admin, 'PUT', url(999999, 'pause'))).status).toBe(404);
      const same = await call(admin, 'PUT', url(child.id, 'active'));
      expect(same.json).toMatchObject({ code: 'CONFLICT', message: '이미 재원 상태입니다.' });
      expect(await auditOf('CHILD_STATUS_CHANGED', child.id)).toEqual([]);
    });

    it('stop sets the leave date and frees the class; active clears it; every change is audited with from/to', async () => {
      const child = await createChild(t.app.db, { classId: classA, name: '퇴소예정' });
      const url = (status: string) => `/api/v2/child/chang-status/${child.id}?status=${status}`;
      const paused = await call(admin, 'PUT', url('pause'));
      expect(paused.json.data).toMatchObject({ status: 'pause', leaveDate: null, classId: classA });
      const stopped = await call(manager, 'PUT', url('stop'));
      expect(stopped.status).toBe(200);
      expect(stopped.json.data).toMatchObject({ status: 'stop', leaveDate: today, classId: null });
      expect(await rowOf(child.id)).toMatchObject({ status: 'stop', leaveDate: today, classId: null });
      const back = await call(admin, 'PUT', url('active'));
      expect(back.json.data).toMatchObject({ status: 'active', leaveDate: null, classId: null });

      const audits = await auditOf('CHILD_STATUS_CHANGED', child.id);
      expect(audits.map((a) => a.detail)).toEqual([
        { from: 'active', to: 'pause', leaveDate: null, fromClassId: classA, toClassId: classA },
        { from: 'pause', to: 'stop', leaveDate: today, fromClassId: classA, toClassId: null },
        { from: 'stop', to: 'active', leaveDate: null, fromClassId: null, toClassId: null },
      ]);
      expect(audits.map((a) => a.actorRole)).toEqual(['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_ADMIN']);
    });

    it("the parents' 퇴소일 follows: set when their last child leaves, cleared when one comes back", async () => {
      const older = await createChild(t.app.db, { classId: classA, name: '큰아이' });
      const younger = await createChild(t.app.db, { classId: classA, name: '작은아이' });
      const mother = await createParent(t.app.db, { children: [{ childId: older.id }, { childId: younger.id }] });
      const grandmother = await createParent(t.app.db, { children: [{ childId: older.id }], leaveDate: '2020-03-01' });
      const leaveOf = async (id: number) => (await t.app.db.select().from(parents).where(eq(parents.id, id)))[0]!.leaveDate;
      const url = (child: { id: number }, status: string) => `/api/v2/child/chang-status/${child.id}?status=${status}`;

      expect((await call(admin, 'PUT', url(older, 'graduate'))).status).toBe(200);
      // the younger child still attends: the mother has not left; the grandmother's own date stays
      expect(await leaveOf(mother.id)).toBeNull();
      expect(await leaveOf(grandmother.id)).toBe('2020-03-01');
      expect((await call(admin, 'PUT', url(younger, 'stop'))).status).toBe(200);
      expect(await leaveOf(mother.id)).toBe(today);
      expect((await call(admin, 'PUT', url(younger, 'pause'))).status).toBe(200);
      expect(await leaveOf(mother.id)).toBeNull();
      expect(await leaveOf(grandmother.id)).toBe('2020-03-01');
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    let other: OtherCentre;
    beforeAll(async () => void (other = await otherCentre(t)));
    const missing = { code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' };

    it("answers centre 1's child as missing to centre 2's director and teacher, changing nothing", async () => {
      const child = await createChild(t.app.db, { classId: classA, name: '햇살아이' });
      const absent = (await call(other.admin, 'GET', '/api/v2/child/999999')).json;
      const read = await call(other.admin, 'GET', `/api/v2/child/${child.id}`);
      expect({ status: read.status, code: read.json.code, message: read.json.message }).toEqual({ status: 404, code: absent.code, message: absent.message });
      expect(read.json).toMatchObject(missing);
      expect((await call(other.teacher, 'GET', `/api/v2/child/${child.id}`)).json).toMatchObject(missing);
      expect((await call(other.admin, 'PUT', `/api/v2/child/${child.id}`, validBody({ classId: other.classId }))).json).toMatchObject(missing);
      expect((await call(other.admin, 'PUT', `/api/v2/child/chang-status/${child.id}?status=stop`)).json).toMatchObject(missing);
      expect((await call(other.admin, 'DELETE', `/api/v2/child/${child.id}`)).json).toMatchObject(missing);
      expect((await call(other.admin, 'GET', `/api/v2/child/list/${classA}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      expect((await t.app.db.select().from(children).where(eq(children.id, child.id)))[0]).toMatchObject({ status: 'active', classId: classA, name: '햇살아이' });
    });

    it("lists only the session centre's children and classes, and registers into it", async () => {
      const theirs = await createChild(t.app.db, { classId: other.classId, name: '별빛아이' });
      const ours = await call(admin, 'GET', '/api/v2/child/search?size=100');
      expect(ours.json.data.items.map((i: any) => i.childCode)).not.toContain(theirs.id);
      const list = await call(other.admin, 'GET', '/api/v2/child/search?size=100');
      expect(list.json.data.items.map((i: any) => i.name)).toEqual(['별빛아이']);
      const options = await call(other.admin, 'GET', '/api/v2/child/class-options');
      expect(options.json.data.map((o: any) => o.classId)).toEqual([other.classId]);

      // a class of centre 1 is no class in centre 2; the same name and birth date is no duplicate across centres
      const wrongClass = await call(other.admin, 'POST', '/api/v2/child/', validBody({ classId: classA }));
      expect(wrongClass.json).toMatchObject({ code: 'VALIDATION', details: { classId: '선택한 반을 찾을 수 없습니다.' } });
      await createChild(t.app.db, { classId: classA, name: '쌍둥이', birthDate: '2021-03-14' });
      const created = await call(other.admin, 'POST', '/api/v2/child/', validBody({ name: '쌍둥이', classId: other.classId }));
      expect(created.status).toBe(200);
      expect((await t.app.db.select().from(children).where(eq(children.id, created.json.data.childCode)))[0].centreId).toBe(CENTRE_B);
    });
  });
});
