import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { childParents, parents } from '../../db/schema/index';
import { createChild, seoulToday } from '../../test/factories';
import { createParent } from '../../test/parent-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type OtherCentre, type TwoClassWorld, type WithManager } from '../../test/world';
import { CENTRE_B } from '../../test/centres';
import { readSheet } from '../../lib/xlsx';

const yearsAgo = (today: string, years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

describe('parent routes: lists, detail, retention, export (학부모)', () => {
  let { t, admin, manager, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld & WithManager;
  const p: Record<string, number> = {};
  const today = seoulToday();

  beforeAll(async () => {
    ({ t, admin, manager, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld({ manager: '정매니저' }));
    const db = t.app.db;

    const sky = await createChild(db, { classId: classA, name: '김하늘' });
    const sea = await createChild(db, { classId: classB, name: '박바다' });
    const star = await createChild(db, { classId: classB, name: '김별' });
    const gone = await createChild(db, { classId: null, name: '이졸업', status: 'graduate' });
    p.mom = (
      await createParent(db, {
        loginId: 'kim.mom',
        name: '김엄마',
        phone: '010-1111-2222',
        email: 'mom@example.com',
        children: [
          { childId: sky.id, relation: '모', isPrimary: true },
          { childId: star.id, relation: '모' },
        ],
        mobiles: [{ label: '회사', value: '010-9999-0000' }],
      })
    ).id;
    p.dad = (await createParent(db, { loginId: 'kim.dad', name: '김아빠', phone: '010-3333-4444', children: [{ childId: sky.id, relation: '부' }] })).id;
    p.blocked = (
      await createParent(db, {
        loginId: 'park.mom',
        name: '박엄마',
        status: 'blocked',
        failedCount: 5,
        lockedUntil: new Date(Date.now() + 10 * 60_000),
        children: [{ childId: sea.id, relation: '모', isPrimary: true }],
      })
    ).id;
    p.due = (await createParent(db, { loginId: 'lee.mom', name: '이엄마', status: 'stopped', leaveDate: yearsAgo(today, 7), children: [{ childId: gone.id }] })).id;
    p.grandma = (await createParent(db, { loginId: 'choi.gm', name: '최할머니', leaveDate: yearsAgo(today, 7), children: [{ childId: sky.id, relation: '조모' }] })).id;
    p.recent = (await createParent(db, { loginId: 'jung.mom', name: '정엄마', status: 'stopped', leaveDate: yearsAgo(today, 1) })).id;
  });
  afterAll(async () => t.close());

  const { call, get } = sessionCalls(() => ({ t, anonymous }));
  const auditOf = (action: string, id?: number) => auditRows(t.app.db, action, id);

  describe('GET /api/v2/parents/search', () => {
    it('walks 401 → 400 → 403 (teachers)', async () => {
      expect((await get(null, '/api/v2/parents/search')).status).toBe(401);
      expect((await get(admin, '/api/v2/parents/search?page=0')).json).toMatchObject({ code: 'VALIDATION', message: '페이지 번호는 1부터 시작합니다.' });
      expect((await get(admin, '/api/v2/parents/search?searchType=date')).json.details).toEqual({ searchType: '검색 조건이 올바르지 않습니다.' });
      expect((await get(admin, '/api/v2/parents/search?status=gone')).json.details).toEqual({ status: '상태를 목록에서 선택해 주세요.' });
      expect((await get(teacherA, '/api/v2/parents/search')).json).toMatchObject({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.' });
    });

    it('pages 1-based by name with children, classes and the lock state — never a password hash', async () => {
      const res = await get(admin, '/api/v2/parents/search?size=4');
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ page: 1, size: 4, total: 6, totalPages: 2 });
      expect(res.json.data.items.map((i: any) => i.name)).toEqual(['김아빠', '김엄마', '박엄마', '이엄마']);
      const mom = res.json.data.items[1];
      expect(Object.keys(mom).sort()).toEqual(
        ['children', 'createdAt', 'email', 'failedCount', 'isLocked', 'lastLoginAt', 'leaveDate', 'lockedUntil', 'loginId', 'mustChangePassword', 'name', 'phone', 'pno', 'status'].sort(),
      );
      expect(mom).toMatchObject({ pno: p.mom, loginId: 'kim.mom', phone: '010-1111-2222', email: 'mom@example.com', status: 'active', isLocked: false });
      expect(mom.children).toEqual([
        { childCode: expect.any(Number), name: '김하늘', birthDate: '2021-05-05', status: 'active', classId: classA, className: '햇님반', relation: '모', isPrimary: true },
        { childCode: expect.any(Number), name: '김별', birthDate: '2021-05-05', status: 'active', classId: classB, className: '달님반', relation: '모', isPrimary: false },
      ]);
      expect(res.json.data.items[2]).toMatchObject({ name: '박엄마', status: 'blocked', failedCount: 5, isLocked: true });
      expect(JSON.stringify(res.json)).not.toContain('argon2');
      const second = await get(admin, '/api/v2/parents/search?size=4&page=2');
      expect(second.json.data.items.map((i: any) => i.name)).toEqual(['정엄마', '최할머니']);
    });

    it('searches by phone digits (main or extra mobile), child name, login id and status', async () => {
      const names = async (query: string) => ((await get(admin, `/api/v2/parents/search?${query}`)).json.data.items as any[]).map((i) => i.name);
      expect(await names('searchType=phone&keyword=01011112222')).toEqual(['김엄마']);
      expect(await names('searchType=phone&keyword=9999-0000')).toEqual(['김엄마']);
      expect(await names(`searchType=childName&keyword=${encodeURIComponent('하늘')}`)).toEqual(['김아빠', '김엄마', '최할머니']);
      expect(await names('searchType=loginId&keyword=KIM.')).toEqual(['김아빠', '김엄마']);
      expect(await names('status=stopped')).toEqual(['이엄마', '정엄마']);
      expect(await names(`searchType=name&keyword=${encodeURIComponent('엄마')}&status=blocked`)).toEqual(['박엄마']);
      expect(await names('keyword=nobody')).toHaveLength(6); // a keyword without a search type is ignored (docs/product/lists.md#search)
    });

    it('matches a phone keyword without digits as typed, and answers a page past the end with the total', async () => {
      const search = async (query: string) => (await get(admin, `/api/v2/parents/search?${query}`)).json.data;
      expect((await search('searchType=phone&keyword=-')).total).toBe(6);
      expect((await search('searchType=phone&keyword=x')).items).toEqual([]);
      expect(await search('size=4&page=3')).toMatchObject({ items: [], total: 6, totalPages: 2 });
      expect(await search('status=stopped&page=2')).toMatchObject({ items: [], total: 2 });
    });
  });

  describe('GET /api/v2/parents/detail/:id and children_by_parent', () => {
    it('walks 401 → 400 → 403 → 404', async () => {
      expect((await get(null, `/api/v2/parents/detail/${p.mom}`)).status).toBe(401);
      expect((await get(admin, '/api/v2/parents/detail/abc')).json).toMatchObject({ code: 'VALIDATION', message: 'pno가 필요합니다.' });
      expect((await get(teacherA, `/api/v2/parents/detail/${p.mom}`)).status).toBe(403);
      expect((await get(admin, '/api/v2/parents/detail/999999')).json).toMatchObject({ code: 'NOT_FOUND', message: '학부모를 찾을 수 없습니다.' });
      expect((await get(admin, '/api/v2/parents/children_by_parent')).json.details).toEqual({ pno: 'pno가 필요합니다.' });
      expect((await get(teacherA, `/api/v2/parents/children_by_parent?pno=${p.mom}`)).status).toBe(403);
      expect((await get(admin, '/api/v2/parents/children_by_parent?pno=999999')).status).toBe(404);
    });

    it('shows the account with its extra contacts and children', async () => {
      const res = await get(admin, `/api/v2/parents/detail/${p.mom}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        pno: p.mom,
        name: '김엄마',
        memo: '',
        sessionsRevokedAt: null,
        phones: [],
        emails: [],
        mobiles: [{ id: expect.any(Number), label: '회사', value: '010-9999-0000' }],
      });
      expect(res.json.data.passwordHash).toBeUndefined();
      const kids = await get(admin, `/api/v2/parents/children_by_parent?pno=${p.mom}`);
      expect(kids.json.data.map((c: any) => [c.name, c.className, c.relation, c.isPrimary])).toEqual([
        ['김하늘', '햇님반', '모', true],
        ['김별', '달님반', '모', false],
      ]);
      expect((await get(admin, `/api/v2/parents/children_by_parent?pno=${p.recent}`)).json.data).toEqual([]);
    });
  });

  describe('GET /api/v2/parents/list/:classId', () => {
    it('walks 401 → 400 → 404 (other class, as a missing one)', async () => {
      expect((await get(null, `/api/v2/parents/list/${classA}`)).status).toBe(401);
      expect((await get(admin, '/api/v2/parents/list/x')).json.message).toBe('반을 선택해 주세요.');
      expect((await get(admin, `/api/v2/parents/list/${classA}?size=101`)).json.message).toBe('한 번에 100개까지 볼 수 있습니다.');
      expect((await get(teacherB, `/api/v2/parents/list/${classA}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      expect((await get(admin, '/api/v2/parents/list/999999')).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
    });

    it("gives a teacher their own class's parents with numbers and only that class's children", async () => {
      const res = await get(teacherA, `/api/v2/parents/list/${classA}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ page: 1, size: 10, total: 3, totalPages: 1 });
      const mom = res.json.data.items.find((i: any) => i.pno === p.mom);
      expect(mom).toEqual({
        pno: p.mom,
        name: '김엄마',
        phone: '010-1111-2222',
        email: 'mom@example.com',
        status: 'active',
        mobiles: [{ id: expect.any(Number), label: '회사', value: '010-9999-0000' }],
        children: [{ childCode: expect.any(Number), name: '김하늘', relation: '모', isPrimary: true }],
      });
      expect(res.json.data.items.map((i: any) => i.name)).toEqual(['김아빠', '김엄마', '최할머니']);
      const classBList = await get(teacherB, `/api/v2/parents/list/${classB}`);
      expect(classBList.json.data.items.map((i: any) => i.name)).toEqual(['김엄마', '박엄마']);
      const named = await get(teacherA, `/api/v2/parents/list/${classA}?searchType=name&keyword=${encodeURIComponent('아빠')}`);
      expect(named.json.data.items.map((i: any) => i.name)).toEqual(['김아빠']);
    });

    it('searches by child name and answers a page past the end with the total', async () => {
      const list = async (query: string) => (await get(teacherA, `/api/v2/parents/list/${classA}?${query}`)).json.data;
      expect((await list(`searchType=childName&keyword=${encodeURIComponent('하늘')}`)).items.map((i: any) => i.name)).toEqual(['김아빠', '김엄마', '최할머니']);
      expect((await list(`searchType=childName&keyword=${encodeURIComponent('바다')}`)).total).toBe(0);
      expect(await list('size=2&page=3')).toMatchObject({ items: [], total: 3, totalPages: 2 });
    });
  });

  describe('retention: tobe-delete and destroy', () => {
    it('walks 401 → 400 → 403 for the list', async () => {
      expect((await get(null, '/api/v2/parents/tobe-delete')).status).toBe(401);
      expect((await get(admin, '/api/v2/parents/tobe-delete?size=0')).json.message).toBe('한 번에 볼 개수를 1개 이상으로 정해 주세요.');
      expect((await get(teacherA, '/api/v2/parents/tobe-delete')).status).toBe(403);
    });

    it('lists parents past the retention period with no child still attending', async () => {
      const res = await get(admin, '/api/v2/parents/tobe-delete?page=1&size=10');
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ total: 1, page: 1 });
      expect(res.json.data.items).toEqual([
        { pno: p.due, loginId: 'lee.mom', name: '이엄마', status: 'stopped', leaveDate: yearsAgo(today, 7), dueDate: yearsAgo(today, 2), childNames: ['이졸업'] },
      ]);
      expect((await get(admin, '/api/v2/parents/tobe-delete?page=2&size=10')).json.data).toMatchObject({ items: [], total: 1 });
    });

    it('destroys all or none (400 → 403 → 404 → 409), then removes the account and its links for good', async () => {
      const url = '/api/v2/parents/tobe-delete/destroy';
      expect((await call(null, 'POST', url, { pnos: [p.due] })).status).toBe(401);
      expect((await call(admin, 'POST', url, { pnos: [] })).json.message).toBe('파기할 학부모를 선택해 주세요.');
      expect((await call(teacherA, 'POST', url, { pnos: [p.due] })).status).toBe(403);
      // managers see the list; only the director destroys (the one retention rule, as for children)
      expect((await get(manager, '/api/v2/parents/tobe-delete')).status).toBe(200);
      expect((await call(manager, 'POST', url, { pnos: [p.due] })).status).toBe(403);
      expect((await call(admin, 'POST', url, { pnos: [p.due, 999999] })).status).toBe(404);
      const mixed = await call(admin, 'POST', url, { pnos: [p.due, p.recent] });
      expect(mixed.json).toMatchObject({ code: 'CONFLICT', message: '보존 기간이 지나지 않았거나 다니는 자녀가 있는 학부모는 파기할 수 없습니다.' });
      expect((await call(admin, 'POST', url, { pnos: [p.grandma] })).status).toBe(409);
      expect(await t.app.db.select().from(parents).where(eq(parents.id, p.due))).toHaveLength(1);

      const done = await call(admin, 'POST', url, { pnos: [p.due] });
      expect(done.json.data).toEqual({ destroyed: 1 });
      expect(await t.app.db.select().from(parents).where(eq(parents.id, p.due))).toEqual([]);
      expect(await t.app.db.select().from(childParents).where(eq(childParents.parentId, p.due))).toEqual([]);
      const [audit] = await auditOf('PARENT_DESTROYED', p.due);
      expect(audit).toMatchObject({ actorRole: 'ROLE_ADMIN', subjectType: 'parent', detail: { leaveDate: yearsAgo(today, 7) } });
      expect(JSON.stringify(audit)).not.toContain('이엄마');
      expect((await get(admin, '/api/v2/parents/tobe-delete')).json.data.total).toBe(0);
    });
  });

  describe('GET /api/v2/parents/export', () => {
    it('walks 401 → 400 → 403', async () => {
      expect((await get(null, '/api/v2/parents/export')).status).toBe(401);
      expect((await get(admin, '/api/v2/parents/export?status=x')).status).toBe(400);
      expect((await get(teacherA, '/api/v2/parents/export')).status).toBe(403);
    });

    it('exports the current search as .xlsx with Korean headers and logs the export', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/parents/export?searchType=childName&keyword=${encodeURIComponent('하늘')}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`학부모_목록_${today}.xlsx`)}`);
      const sheet = await readSheet(res.rawPayload);
      expect(sheet.headers).toEqual(['아이디', '이름', '휴대전화', '이메일', '상태', '로그인 잠김', '로그인 실패', '자녀', '반', '최근 로그인', '퇴소일', '등록일']);
      expect(sheet.rows.map((r) => r.values['이름'])).toEqual(['김아빠', '김엄마', '최할머니']);
      expect(sheet.rows[1].values).toMatchObject({ 아이디: 'kim.mom', 휴대전화: '010-1111-2222', 상태: '정상', 자녀: '김하늘(모), 김별(모)', 반: '햇님반, 달님반' });
      const blocked = await readSheet((await t.app.inject({ method: 'GET', url: '/api/v2/parents/export?status=blocked', headers: admin.headers })).rawPayload);
      expect(blocked.rows.map((r) => [r.values['이름'], r.values['상태'], r.values['로그인 잠김']])).toEqual([['박엄마', '차단', '잠김']]);
      const audits = await auditOf('PARENT_EXPORTED');
      expect(audits.map((a) => a.detail)).toEqual([
        { count: 3, searchType: 'childName', status: null },
        { count: 1, searchType: null, status: 'blocked' },
      ]);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    let other: OtherCentre;
    beforeAll(async () => void (other = await otherCentre(t)));
    const names = (res: { json: { data: { items: { name: string }[] } } }) => res.json.data.items.map((i) => i.name).sort();

    it("lists its own parents and those of its children, with only its children; centre 1's are missing", async () => {
      const db = t.app.db;
      const starChild = await createChild(db, { classId: other.classId, name: '윤별빛' });
      // a centre-1 mother whose second child goes to centre 2, and a parent account of centre 2's own
      await db.insert(childParents).values({ childId: starChild.id, parentId: p.mom, relation: '모' });
      const own = await createParent(db, { centreId: CENTRE_B, loginId: 'yoon.dad', name: '윤아빠', children: [{ childId: starChild.id, relation: '부' }] });

      const theirs = await get(other.admin, '/api/v2/parents/search?size=100');
      expect(names(theirs)).toEqual(['김엄마', '윤아빠']);
      const mom = theirs.json.data.items.find((i: { pno: number }) => i.pno === p.mom);
      expect(mom.children.map((c: { name: string }) => c.name)).toEqual(['윤별빛']);
      expect(names(await get(other.admin, `/api/v2/parents/search?searchType=childName&keyword=${encodeURIComponent('하늘')}`))).toEqual([]);
      const detail = await get(other.admin, `/api/v2/parents/detail/${p.mom}`);
      expect(detail.json.data.children.map((c: { name: string }) => c.name)).toEqual(['윤별빛']);
      expect(names(await get(admin, '/api/v2/parents/search?size=100'))).not.toContain('윤아빠');

      const missing = (await get(other.admin, '/api/v2/parents/detail/999999')).json;
      const dad = await get(other.admin, `/api/v2/parents/detail/${p.dad}`);
      expect({ status: dad.status, code: dad.json.code, message: dad.json.message }).toEqual({ status: 404, code: missing.code, message: missing.message });
      expect(dad.json.message).toBe('학부모를 찾을 수 없습니다.');
      expect((await get(other.admin, `/api/v2/parents/children_by_parent?pno=${p.dad}`)).status).toBe(404);
      expect((await get(other.admin, `/api/v2/parents/list/${classA}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      expect((await get(admin, `/api/v2/parents/detail/${own.id}`)).status).toBe(404);

      const res = await t.app.inject({ method: 'GET', url: '/api/v2/parents/export', headers: other.admin.headers });
      expect((await readSheet(res.rawPayload)).rows.map((r) => r.values['이름']).sort()).toEqual(['김엄마', '윤아빠']);
    });

    it("lists and destroys only the accounts whose home it is", async () => {
      const gone = await createParent(t.app.db, { centreId: CENTRE_B, loginId: 'old.star', name: '오래된별', leaveDate: yearsAgo(today, 9) });
      const due = (await get(other.admin, '/api/v2/parents/tobe-delete')).json.data;
      expect(due.items.map((i: { pno: number }) => i.pno)).toEqual([gone.id]);
      const url = '/api/v2/parents/tobe-delete/destroy';
      const foreign = await call(other.admin, 'POST', url, { pnos: [gone.id, p.grandma] });
      expect(foreign.json).toMatchObject({ code: 'NOT_FOUND', message: '학부모를 찾을 수 없습니다.' });
      expect(await t.app.db.select().from(parents).where(eq(parents.id, gone.id))).toHaveLength(1);
      expect((await call(other.admin, 'POST', url, { pnos: [gone.id] })).json.data).toEqual({ destroyed: 1 });
      expect((await get(admin, '/api/v2/parents/tobe-delete')).json.data.items.map((i: { pno: number }) => i.pno)).not.toContain(gone.id);
    });
  });
});
