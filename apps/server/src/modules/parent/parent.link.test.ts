import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { childParents, parents } from '../../db/schema/index';
import { createChild } from '../../test/factories';
import { createParent, PARENT_PASSWORD } from '../../test/parent-factories';
import { api, auditRows, sessionCalls } from '../../test/api';
import { familyLoginAs } from '../../test/session';
import { twoClassWorld, type TwoClassWorld, type WithManager } from '../../test/world';

/** 보호자 추가 / 연결: one account for siblings and grandparents; teachers for their own class's children. */
describe('parent routes: linking accounts to children (보호자 연결)', () => {
  let { t, admin, manager, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld & WithManager;
  let sky: number; // class A
  let sea: number; // class B, sky's sibling
  let office: number; // no class

  beforeAll(async () => {
    ({ t, admin, manager, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld({ manager: '정매니저' }));
    sky = (await createChild(t.app.db, { classId: classA, name: '김하늘' })).id;
    sea = (await createChild(t.app.db, { classId: classB, name: '김바다' })).id;
    office = (await createChild(t.app.db, { classId: null, name: '이대기' })).id;
  });
  afterAll(async () => t.close());

  const { get, post, del } = sessionCalls(() => ({ t, anonymous }));
  const linksOf = (childId: number) => t.app.db.select().from(childParents).where(eq(childParents.childId, childId));
  const linkUrl = (childId: number) => `/api/v2/parents/admin/${childId}/link`;

  describe('POST /api/v2/parents/admin/:childCode/link', () => {
    it('walks 401 → 400 → 404 (child: missing, another class’s, without a class to a teacher; parent)', async () => {
      const mom = await createParent(t.app.db, { children: [{ childId: sky }] });
      const body = { pno: mom.id, relation: '모' };
      expect((await post(null, linkUrl(sea), body)).status).toBe(401);
      const bad = await post(admin, linkUrl(sea), { relation: '', isPrimary: 'yes' });
      expect(bad.json).toMatchObject({ code: 'VALIDATION' });
      expect(bad.json.details).toEqual({
        pno: '연결할 학부모 계정을 선택해 주세요.',
        relation: '자녀와의 관계를 입력해 주세요.',
        isPrimary: '주 보호자 여부를 선택해 주세요.',
      });
      expect((await post(teacherA, linkUrl(sea), body)).json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
      expect((await post(teacherA, linkUrl(office), body)).json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
      expect((await post(admin, linkUrl(999999), body)).json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
      expect((await post(admin, linkUrl(sea), { ...body, pno: 999999 })).json).toMatchObject({ code: 'NOT_FOUND', message: '학부모를 찾을 수 없습니다.' });
      expect(await linksOf(sea)).toEqual([]);
      expect(await auditRows(t.app.db, 'PARENT_LINKED', mom.id)).toEqual([]);
    });

    it('links a sibling’s parent (teacher of the child’s class); 409 the second time; the parent app lists both children', async () => {
      const mom = await createParent(t.app.db, { loginId: 'sibling.mom', name: '김엄마', children: [{ childId: sky, relation: '모', isPrimary: true }] });
      const dad = await createParent(t.app.db, { name: '김아빠', children: [{ childId: sea, relation: '부', isPrimary: true }] });

      const res = await post(teacherB, linkUrl(sea), { pno: mom.id, relation: '모', isPrimary: true });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ pno: mom.id, name: '김엄마', status: 'active' });
      expect(res.json.data.children.map((c: any) => [c.name, c.relation, c.isPrimary, c.classId]).sort()).toEqual(
        [
          ['김바다', '모', true, classB],
          ['김하늘', '모', true, classA],
        ].sort(),
      );
      // one primary per child: the dad is no longer the primary contact of 김바다, nothing else changed
      const links = await linksOf(sea);
      expect(links.map((l) => [l.parentId, l.relation, l.isPrimary]).sort()).toEqual([[dad.id, '부', false], [mom.id, '모', true]].sort());
      expect((await linksOf(sky)).find((l) => l.parentId === mom.id)?.isPrimary).toBe(true);

      const [audit] = await auditRows(t.app.db, 'PARENT_LINKED', mom.id);
      expect(audit).toMatchObject({ actorRole: 'ROLE_TEACHER', subjectType: 'parent', detail: { childCode: sea, relation: '모', isPrimary: true, status: 'active' } });

      const again = await post(admin, linkUrl(sea), { pno: mom.id, relation: '모' });
      expect(again.json).toMatchObject({ code: 'CONFLICT', message: '이미 이 원아에 연결된 보호자입니다.' });
      expect(await auditRows(t.app.db, 'PARENT_LINKED', mom.id)).toHaveLength(1);

      const family = await familyLoginAs(t.app, 'sibling.mom', PARENT_PASSWORD);
      const me = await api(t.app, family).get('/api/v2/family/me');
      expect(me.status).toBe(200);
      expect(me.json.data.children.map((c: any) => [c.childCode, c.name, c.className, c.relation]).sort()).toEqual(
        [
          [sea, '김바다', '달님반', '모'],
          [sky, '김하늘', '햇님반', '모'],
        ].sort(),
      );
    });

    it('links a stopped account as it is (status kept) and brings back a parent who had left', async () => {
      const grandma = await createParent(t.app.db, { name: '최할머니', status: 'stopped', leaveDate: '2020-03-01' });
      const res = await post(manager, linkUrl(sky), { pno: grandma.id, relation: '조모' });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ status: 'stopped', leaveDate: null, children: [expect.objectContaining({ childCode: sky, relation: '조모', isPrimary: false })] });
      const [row] = await t.app.db.select().from(parents).where(eq(parents.id, grandma.id));
      expect(row).toMatchObject({ status: 'stopped', leaveDate: null });
    });
  });

  describe('POST /api/v2/parents/admin/:childCode (new account) — teachers for their own class', () => {
    const body = (loginId: string) => ({ loginId, name: '박이모', phone: '010-4444-5555', relation: '이모' });

    it('lets the class’s teacher create; to another class’s teacher the child is missing (404), and nothing is saved', async () => {
      expect((await post(teacherB, `/api/v2/parents/admin/${sky}`, body('aunt.b'))).json).toMatchObject({ code: 'NOT_FOUND' });
      expect((await post(teacherB, `/api/v2/parents/admin/${office}`, body('aunt.b'))).status).toBe(404);
      expect(await t.app.db.select().from(parents).where(eq(parents.loginId, 'aunt.b'))).toEqual([]);
      const res = await post(teacherA, `/api/v2/parents/admin/${sky}`, body('aunt.a'));
      expect(res.status).toBe(200);
      expect(res.json.data.parent.children).toEqual([expect.objectContaining({ childCode: sky, relation: '이모' })]);
      expect((await auditRows(t.app.db, 'PARENT_CREATED', res.json.data.parent.pno))[0]).toMatchObject({ actorRole: 'ROLE_TEACHER' });
    });
  });

  describe('GET /api/v2/parents/admin/:childCode/link-candidates', () => {
    const url = (childId: number, query: string) => `/api/v2/parents/admin/${childId}/link-candidates?${query}`;

    it('walks 401 → 400 → 404 (another class’s child, a missing one)', async () => {
      expect((await get(null, url(sky, 'keyword=김엄'))).status).toBe(401);
      expect((await get(admin, url(sky, 'keyword=김'))).json.details).toEqual({ keyword: '검색어를 2자 이상 입력해 주세요.' });
      expect((await get(admin, url(sky, 'searchType=childName&keyword=김하늘'))).json.details).toEqual({ searchType: '검색 조건이 올바르지 않습니다.' });
      expect((await get(teacherA, url(sea, 'keyword=김엄'))).status).toBe(404);
      expect((await get(admin, url(999999, 'keyword=김엄'))).status).toBe(404);
    });

    it('finds by name, phone digits and login id, the phone masked, children and whether already linked', async () => {
      const uncle = await createParent(t.app.db, { loginId: 'uncle.jo', name: '조삼촌', phone: '010-7777-1234', children: [{ childId: sea, relation: '삼촌' }] });
      const byName = await get(teacherA, url(sky, 'keyword=조삼촌'));
      expect(byName.status).toBe(200);
      expect(byName.json.data).toEqual({
        items: [
          {
            pno: uncle.id,
            loginId: 'uncle.jo',
            name: '조삼촌',
            maskedPhone: '010-****-1234',
            status: 'active',
            linked: false,
            children: [{ name: '김바다', className: '달님반', relation: '삼촌' }],
          },
        ],
        more: false,
      });
      expect(JSON.stringify(byName.json)).not.toContain('7777');
      expect((await get(teacherA, url(sky, 'searchType=phone&keyword=01077771234'))).json.data.items.map((i: any) => i.pno)).toEqual([uncle.id]);
      expect((await get(admin, url(sea, 'searchType=loginId&keyword=UNCLE.J'))).json.data.items).toEqual([expect.objectContaining({ pno: uncle.id, linked: true })]);
      expect((await get(admin, url(sky, 'keyword=없는사람'))).json.data).toEqual({ items: [], more: false });
    });
  });

  describe('DELETE /api/v2/parents/admin/:childCode/link/:pno', () => {
    it('walks 401 → 403 (teachers) → 404 (child, parent, not linked)', async () => {
      const p = await createParent(t.app.db, { children: [{ childId: sky }] });
      expect((await del(null, `${linkUrl(sky)}/${p.id}`)).status).toBe(401);
      expect((await del(teacherA, `${linkUrl(sky)}/${p.id}`)).status).toBe(403);
      expect((await del(admin, `${linkUrl(999999)}/${p.id}`)).json.message).toBe('원아를 찾을 수 없습니다.');
      expect((await del(admin, `${linkUrl(sky)}/999999`)).json.message).toBe('학부모를 찾을 수 없습니다.');
      expect((await del(admin, `${linkUrl(sea)}/${p.id}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '이 원아에 연결된 보호자가 아닙니다.' });
      expect((await linksOf(sky)).some((l) => l.parentId === p.id)).toBe(true);
    });

    it('removes the link only (audited); the last one too, starting the retention clock; the parent app no longer lists the child', async () => {
      const p = await createParent(t.app.db, { loginId: 'two.kids', children: [{ childId: sky, relation: '모' }, { childId: sea, relation: '모', isPrimary: true }] });
      const first = await del(admin, `${linkUrl(sea)}/${p.id}`);
      expect(first.status).toBe(200);
      expect(first.json.data).toMatchObject({ pno: p.id, leaveDate: null, children: [expect.objectContaining({ childCode: sky })] });
      expect((await auditRows(t.app.db, 'PARENT_UNLINKED', p.id))[0]).toMatchObject({
        actorRole: 'ROLE_ADMIN',
        detail: { childCode: sea, relation: '모', wasPrimary: true, remainingChildren: 1 },
      });
      const family = await familyLoginAs(t.app, 'two.kids', PARENT_PASSWORD);
      expect((await api(t.app, family).get('/api/v2/family/me')).json.data.children.map((c: any) => c.childCode)).toEqual([sky]);

      const last = await del(manager, `${linkUrl(sky)}/${p.id}`);
      expect(last.json.data).toMatchObject({ children: [], leaveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      const [row] = await t.app.db.select().from(parents).where(eq(parents.id, p.id));
      expect(row.status).toBe('active');
      expect(await t.app.db.select().from(childParents).where(and(eq(childParents.parentId, p.id)))).toEqual([]);
    });
  });
});
