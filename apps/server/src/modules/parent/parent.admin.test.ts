import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { childParents, parents } from '../../db/schema/index';
import { createChild } from '../../test/factories';
import { createParent } from '../../test/parent-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, staffWorld, type OtherCentre, type StaffWorld } from '../../test/world';
import { CENTRE_B } from '../../test/centres';
import type { TestSession } from '../../test/session';
import { verifyPassword } from '../../lib/password';

describe('parent routes: account actions (학부모 관리)', () => {
  let { t, admin, manager, teacher, anonymous, adminId } = {} as StaffWorld;
  let childId: number;

  beforeAll(async () => {
    let classId: number;
    ({ t, admin, manager, teacher, anonymous, adminId, classId } = await staffWorld({ className: '햇님반' }));
    childId = (await createChild(t.app.db, { classId, name: '김하늘' })).id;
  });
  afterAll(async () => t.close());

  const { call, post, del } = sessionCalls(() => ({ t, anonymous }));
  const put = (session: TestSession | null, url: string, body?: unknown) => call(session, 'PUT', url, body ?? {});
  const rowOf = async (id: number) => (await t.app.db.select().from(parents).where(eq(parents.id, id)))[0];
  const auditOf = (action: string, id: number) => auditRows(t.app.db, action, id);

  describe('PUT /api/v2/parents/admin/set-stop', () => {
    const url = '/api/v2/parents/admin/set-stop';

    it('walks 401 → 400 → 403 → 404', async () => {
      const pno = (await createParent(t.app.db)).id;
      expect((await put(null, url, { pno, stopped: true })).status).toBe(401);
      expect((await put(admin, url, { stopped: true })).json).toMatchObject({ code: 'VALIDATION', message: 'pno가 필요합니다.' });
      expect((await put(admin, url, { pno, stopped: 'yes' })).json.details).toEqual({ stopped: '이용 중지 여부를 선택해 주세요.' });
      expect((await put(teacher, url, { pno, stopped: true })).json).toMatchObject({ code: 'FORBIDDEN' });
      expect((await put(admin, url, { pno: 999999, stopped: true })).json).toMatchObject({ code: 'NOT_FOUND', message: '학부모를 찾을 수 없습니다.' });
      expect((await rowOf(pno)).status).toBe('active');
    });

    it('stops (ending the sessions), refuses to stop twice (409), resumes; each step audit-logged with who did it', async () => {
      const pno = (await createParent(t.app.db)).id;
      const before = Date.now();
      const stopped = await put(manager, url, { pno, stopped: true });
      expect(stopped.status).toBe(200);
      expect(stopped.json.data).toMatchObject({ pno, status: 'stopped' });
      const row = await rowOf(pno);
      expect(row.sessionsRevokedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(stopped.json.data.sessionsRevokedAt).toBe(row.sessionsRevokedAt!.toISOString());
      expect((await auditOf('PARENT_STOPPED', pno))[0]).toMatchObject({
        actorRole: 'ROLE_MANAGER',
        subjectType: 'parent',
        detail: { from: 'active', to: 'stopped', sessionsEnded: true },
      });

      expect((await put(admin, url, { pno, stopped: true })).json).toMatchObject({ code: 'CONFLICT', message: '이미 이용 중지된 계정입니다.' });
      const resumed = await put(admin, url, { pno, stopped: false });
      expect(resumed.json.data.status).toBe('active');
      expect((await rowOf(pno)).sessionsRevokedAt).toEqual(row.sessionsRevokedAt);
      expect((await auditOf('PARENT_RESUMED', pno))[0]).toMatchObject({ actorId: adminId, detail: { from: 'stopped', to: 'active', sessionsEnded: false } });
      expect((await put(admin, url, { pno, stopped: false })).json.message).toBe('이용 중지된 계정이 아닙니다.');
    });
  });

  describe('PUT /api/v2/parents/admin/set-block', () => {
    const url = '/api/v2/parents/admin/set-block';

    it('walks 401 → 400 → 403 → 404', async () => {
      const pno = (await createParent(t.app.db)).id;
      expect((await put(null, url, { pno, blocked: true })).status).toBe(401);
      expect((await put(admin, url, { pno })).json.details).toEqual({ blocked: '차단 여부를 선택해 주세요.' });
      expect((await put(teacher, url, { pno, blocked: true })).status).toBe(403);
      expect((await put(admin, url, { pno: 999999, blocked: true })).status).toBe(404);
    });

    it('blocks a stopped account, keeps it blocked against set-stop (409) until unblocked', async () => {
      const pno = (await createParent(t.app.db, { status: 'stopped' })).id;
      const blocked = await put(admin, url, { pno, blocked: true });
      expect(blocked.json.data).toMatchObject({ status: 'blocked', sessionsRevokedAt: expect.any(String) });
      expect((await auditOf('PARENT_BLOCKED', pno))[0]).toMatchObject({ actorId: adminId, actorRole: 'ROLE_ADMIN', detail: { from: 'stopped', to: 'blocked' } });
      expect((await put(admin, url, { pno, blocked: true })).json.message).toBe('이미 차단된 계정입니다.');
      const stop = await put(admin, '/api/v2/parents/admin/set-stop', { pno, stopped: false });
      expect(stop.json).toMatchObject({ code: 'CONFLICT', message: '차단된 계정입니다. 차단을 먼저 해제해 주세요.' });
      expect((await rowOf(pno)).status).toBe('blocked');
      expect((await put(admin, url, { pno, blocked: false })).json.data.status).toBe('active');
      expect(await auditOf('PARENT_UNBLOCKED', pno)).toHaveLength(1);
      expect((await put(admin, url, { pno, blocked: false })).json.message).toBe('차단된 계정이 아닙니다.');
    });
  });

  describe('PUT /api/v2/parents/admin/reset-failed', () => {
    const url = '/api/v2/parents/admin/reset-failed';

    it('walks 401 → 400 → 403 → 404, then lifts the lock and zeroes the counter', async () => {
      const pno = (await createParent(t.app.db, { failedCount: 5, lockedUntil: new Date(Date.now() + 15 * 60_000) })).id;
      expect((await put(null, url, { pno })).status).toBe(401);
      expect((await put(admin, url, { pno: 'x' })).json.message).toBe('pno가 필요합니다.');
      expect((await put(teacher, url, { pno })).status).toBe(403);
      expect((await put(admin, url, { pno: 999999 })).status).toBe(404);
      expect((await rowOf(pno)).failedCount).toBe(5);

      const res = await put(admin, url, { pno });
      expect(res.json.data).toMatchObject({ failedCount: 0, isLocked: false, lockedUntil: null });
      expect(await rowOf(pno)).toMatchObject({ failedCount: 0, lockedUntil: null });
      expect((await auditOf('PARENT_FAILED_RESET', pno))[0]).toMatchObject({ actorId: adminId, detail: { previousFailedCount: 5, wasLocked: true } });
    });
  });

  describe('PUT /api/v2/parents/force-change_pw/:id { newPassword }', () => {
    const url = (id: number | string, queryPassword?: string) =>
      `/api/v2/parents/force-change_pw/${id}${queryPassword === undefined ? '' : `?newPassword=${encodeURIComponent(queryPassword)}`}`;
    const passwordOf = async (pno: number, password: string) => verifyPassword((await rowOf(pno)).passwordHash, password);

    it('walks 401 → 400 (contract password rules) → 403 → 404', async () => {
      const pno = (await createParent(t.app.db, { loginId: 'hana.mom' })).id;
      const force = (session: TestSession | null, newPassword: unknown, id: number = pno) => put(session, url(id), { newPassword });
      expect((await force(null, 'Garden-Walk-77')).status).toBe(401);
      for (const missing of [undefined, '']) {
        expect((await force(admin, missing)).json).toMatchObject({ code: 'VALIDATION', details: { newPassword: '새 비밀번호를 입력해 주세요.' } });
      }
      expect((await call(admin, 'PUT', url(pno))).json.details).toEqual({ newPassword: '새 비밀번호를 입력해 주세요.' }); // no body at all
      expect((await force(admin, 'short')).json).toMatchObject({ code: 'VALIDATION', details: { newPassword: '비밀번호는 8자 이상이어야 합니다.' } });
      expect((await force(admin, 'password')).json.message).toBe('너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해 주세요.');
      expect((await force(admin, 'xx-hana.mom-xx')).json.message).toBe('비밀번호에 아이디를 포함할 수 없습니다.');
      expect((await force(teacher, 'Garden-Walk-77')).status).toBe(403);
      expect((await force(admin, 'Garden-Walk-77', 999999)).status).toBe(404);
      expect((await rowOf(pno)).mustChangePassword).toBe(false);
    });

    it('sets the password, forces a change at next login, ends the sessions — and never answers with it', async () => {
      const pno = (await createParent(t.app.db)).id;
      const res = await put(admin, url(pno), { newPassword: 'Garden-Walk-77' });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ pno, mustChangePassword: true, sessionsRevokedAt: expect.any(String) });
      const body = JSON.stringify(res.json);
      expect(body).not.toContain('Garden-Walk-77');
      expect(body).not.toContain('argon2');
      expect(await passwordOf(pno, 'Garden-Walk-77')).toBe(true);
      const [audit] = await auditOf('PARENT_PASSWORD_FORCED', pno);
      expect(audit).toMatchObject({ actorId: adminId, detail: { mustChangePassword: true, sessionsEnded: true } });
      expect(JSON.stringify(audit)).not.toContain('Garden-Walk-77');
    });

    it('still takes SPEC’s query form (with an empty body or none); the body wins when both carry one', async () => {
      const pno = (await createParent(t.app.db, { loginId: 'sky.mom' })).id;
      expect((await put(admin, url(pno, 'Query-Walk-88'), {})).status).toBe(200);
      expect(await passwordOf(pno, 'Query-Walk-88')).toBe(true);
      expect((await call(admin, 'PUT', url(pno, 'Query-Walk-89'))).status).toBe(200);
      expect(await passwordOf(pno, 'Query-Walk-89')).toBe(true);
      expect((await put(admin, url(pno, 'short'), {})).json.details).toEqual({ newPassword: '비밀번호는 8자 이상이어야 합니다.' });

      expect((await put(admin, url(pno, 'Query-Walk-90'), { newPassword: 'Body-Walk-99' })).status).toBe(200);
      expect(await passwordOf(pno, 'Body-Walk-99')).toBe(true);
      expect(await passwordOf(pno, 'Query-Walk-90')).toBe(false);
    });
  });

  describe('PUT /api/v2/parents/change-info', () => {
    const url = '/api/v2/parents/change-info';

    it('answers field by field (400), 403, 404', async () => {
      const pno = (await createParent(t.app.db)).id;
      expect((await put(null, url, { pno, name: '김', phone: '010-1234-5678' })).status).toBe(401);
      const bad = await put(admin, url, { pno, name: '', phone: '02-123-4567', email: 'mom@', memo: 'x'.repeat(1001) });
      expect(bad.json.details).toEqual({
        name: '이름을 입력해 주세요.',
        phone: '휴대전화 번호는 010-1234-5678 형식으로 입력해 주세요.',
        email: '이메일 형식이 올바르지 않습니다.',
        memo: '메모는 1000자 이하로 입력해 주세요.',
      });
      expect((await put(teacher, url, { pno, name: '김', phone: '010-1234-5678' })).status).toBe(403);
      expect((await put(admin, url, { pno: 999999, name: '김', phone: '010-1234-5678' })).status).toBe(404);
    });

    it('saves the changes and audits which fields changed (not their values)', async () => {
      const pno = (await createParent(t.app.db, { name: '김엄마', phone: '010-2345-6789', email: 'old@example.com' })).id;
      const res = await put(admin, url, { pno, name: '김엄마', phone: '010-8765-4321', email: '', memo: '오후 4시 이후 통화 가능' });
      expect(res.json.data).toMatchObject({ name: '김엄마', phone: '010-8765-4321', email: null, memo: '오후 4시 이후 통화 가능' });
      const [audit] = await auditOf('PARENT_INFO_CHANGED', pno);
      expect(audit.detail).toEqual({ fields: ['phone', 'email', 'memo'] });
      expect(JSON.stringify(audit)).not.toContain('8765');
      await put(admin, url, { pno, name: '김엄마', phone: '010-8765-4321', memo: '오후 4시 이후 통화 가능' });
      expect(await auditOf('PARENT_INFO_CHANGED', pno)).toHaveLength(1);
    });
  });

  describe('POST /api/v2/parents/admin/:childCode (a new parent account for a child)', () => {
    const body = { loginId: 'sky.dad', name: '김아빠', phone: '010-5555-6666', relation: '부', isPrimary: true };

    it('walks 401 → 400 → 404 (missing, or a child outside the teacher’s class) → 409 (login id taken)', async () => {
      expect((await post(null, `/api/v2/parents/admin/${childId}`, body)).status).toBe(401);
      const bad = await post(admin, `/api/v2/parents/admin/${childId}`, { ...body, loginId: '아빠', relation: '' });
      expect(bad.json.details).toEqual({ loginId: '아이디는 영문, 숫자, . _ - 로 4~50자 입력해 주세요.', relation: '자녀와의 관계를 입력해 주세요.' });
      // a teacher only for a child of their own class (parent.link.test.ts): a child without a class is the office's
      const waiting = (await createChild(t.app.db, { classId: null, name: '이대기' })).id;
      expect((await post(teacher, `/api/v2/parents/admin/${waiting}`, body)).json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
      expect((await post(admin, '/api/v2/parents/admin/999999', body)).json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
      await createParent(t.app.db, { loginId: 'taken.id' });
      const taken = await post(admin, `/api/v2/parents/admin/${childId}`, { ...body, loginId: 'TAKEN.id' });
      expect(taken.json).toMatchObject({ code: 'CONFLICT', message: '이미 사용 중인 아이디입니다.' });
    });

    it('creates the account linked to the child with a one-time password; the new primary contact replaces the old', async () => {
      const mom = await createParent(t.app.db, { children: [{ childId, relation: '모', isPrimary: true }] });
      const res = await post(admin, `/api/v2/parents/admin/${childId}`, body);
      expect(res.status).toBe(200);
      const { parent, initialPassword } = res.json.data;
      expect(initialPassword).toMatch(/^[A-Za-z2-9]{12}$/);
      expect(parent).toMatchObject({ loginId: 'sky.dad', name: '김아빠', phone: '010-5555-6666', status: 'active', mustChangePassword: true });
      expect(parent.children).toEqual([expect.objectContaining({ childCode: childId, name: '김하늘', relation: '부', isPrimary: true })]);
      const row = await rowOf(parent.pno);
      expect(await verifyPassword(row.passwordHash, initialPassword)).toBe(true);
      const links = await t.app.db.select().from(childParents).where(eq(childParents.childId, childId));
      expect(links.map((l) => [l.parentId, l.isPrimary]).sort()).toEqual([[mom.id, false], [parent.pno, true]].sort());
      const [audit] = await auditOf('PARENT_CREATED', parent.pno);
      expect(audit.detail).toEqual({ childCode: childId, relation: '부', isPrimary: true });
      expect(JSON.stringify(audit)).not.toContain(initialPassword);
      expect((await post(admin, `/api/v2/parents/admin/${childId}`, body)).status).toBe(409);
    });
  });

  describe('extra phones, e-mails and mobiles', () => {
    it('walks 401 → 400 (format per kind) → 403 → 404', async () => {
      const pno = (await createParent(t.app.db)).id;
      expect((await post(null, `/api/v2/parents/detail-addPhone/${pno}`, { value: '02-123-4567' })).status).toBe(401);
      expect((await post(admin, `/api/v2/parents/detail-addPhone/${pno}`, { value: '1234' })).json.details).toEqual({
        value: '전화번호는 02-123-4567 형식으로 입력해 주세요.',
      });
      expect((await post(admin, `/api/v2/parents/detail-addMobile/${pno}`, { value: '02-123-4567' })).json.message).toBe(
        '휴대전화 번호는 010-1234-5678 형식으로 입력해 주세요.',
      );
      expect((await post(admin, `/api/v2/parents/detail-addEmail/${pno}`, { value: 'a@' })).json.message).toBe('이메일 형식이 올바르지 않습니다.');
      expect((await post(teacher, `/api/v2/parents/detail-addPhone/${pno}`, { value: '02-123-4567' })).status).toBe(403);
      expect((await post(admin, '/api/v2/parents/detail-addPhone/999999', { value: '02-123-4567' })).status).toBe(404);
      expect((await del(teacher, `/api/v2/parents/detail-phone/${pno}/1`)).status).toBe(403);
    });

    it('adds each kind (409 for the same value twice), removes only the parent’s own entry, audits without values', async () => {
      const pno = (await createParent(t.app.db)).id;
      const other = (await createParent(t.app.db)).id;
      const phone = await post(admin, `/api/v2/parents/detail-addPhone/${pno}`, { label: '집', value: '02-123-4567' });
      expect(phone.json.data.phones).toEqual([{ id: expect.any(Number), label: '집', value: '02-123-4567' }]);
      const dup = await post(admin, `/api/v2/parents/detail-addPhone/${pno}`, { label: '회사', value: '02-123-4567' });
      expect(dup.json).toMatchObject({ code: 'CONFLICT', message: '이미 등록된 전화번호입니다.' });
      const email = await post(admin, `/api/v2/parents/detail-addEmail/${pno}`, { label: '회사', value: 'Work@Example.com' });
      expect(email.json.data.emails).toEqual([{ id: expect.any(Number), label: '회사', value: 'Work@Example.com' }]);
      expect((await post(admin, `/api/v2/parents/detail-addEmail/${pno}`, { value: 'work@example.com' })).status).toBe(409);
      const mobile = await post(admin, `/api/v2/parents/detail-addMobile/${pno}`, { value: '010-7777-8888' });
      expect(mobile.json.data.mobiles).toEqual([{ id: expect.any(Number), label: '', value: '010-7777-8888' }]);

      const phoneId = phone.json.data.phones[0].id;
      expect((await del(admin, `/api/v2/parents/detail-phone/${other}/${phoneId}`)).json).toMatchObject({
        code: 'NOT_FOUND',
        message: '등록된 전화번호 항목을 찾을 수 없습니다.',
      });
      expect((await del(admin, `/api/v2/parents/detail-email/${pno}/999999`)).status).toBe(404);
      const removed = await del(admin, `/api/v2/parents/detail-phone/${pno}/${phoneId}`);
      expect(removed.json.data).toMatchObject({ phones: [], emails: [expect.objectContaining({ label: '회사' })] });
      expect((await auditOf('PARENT_CONTACT_ADDED', pno)).map((a) => a.detail)).toEqual([{ kind: 'phone' }, { kind: 'email' }, { kind: 'mobile' }]);
      expect((await auditOf('PARENT_CONTACT_REMOVED', pno)).map((a) => a.detail)).toEqual([{ kind: 'phone', entryId: phoneId }]);
    });

    it('keeps at most 10 entries of a kind', async () => {
      const pno = (await createParent(t.app.db)).id;
      for (let i = 0; i < 10; i++) {
        expect((await post(admin, `/api/v2/parents/detail-addMobile/${pno}`, { value: `010-1000-00${String(i).padStart(2, '0')}` })).status).toBe(200);
      }
      const full = await post(admin, `/api/v2/parents/detail-addMobile/${pno}`, { value: '010-1000-0099' });
      expect(full.json).toMatchObject({ code: 'CONFLICT', message: '휴대전화 항목은 최대 10개까지 추가할 수 있습니다.' });
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    let other: OtherCentre;
    beforeAll(async () => void (other = await otherCentre(t)));
    const missing = { code: 'NOT_FOUND', message: '학부모를 찾을 수 없습니다.' };

    it("answers centre 1's parent as missing to every account action, changing nothing", async () => {
      const child = { id: childId };
      const pno = (await createParent(t.app.db, { loginId: 'sun.mom', children: [{ childId }] })).id;
      const before = await rowOf(pno);
      expect((await put(other.admin, '/api/v2/parents/admin/set-stop', { pno, stopped: true })).json).toMatchObject(missing);
      expect((await put(other.admin, '/api/v2/parents/admin/set-block', { pno, blocked: true })).json).toMatchObject(missing);
      expect((await put(other.admin, '/api/v2/parents/admin/reset-failed', { pno })).json).toMatchObject(missing);
      expect((await put(other.admin, `/api/v2/parents/force-change_pw/${pno}`, { newPassword: 'Star-Garden-2026' })).json).toMatchObject(missing);
      expect((await put(other.admin, '/api/v2/parents/change-info', { pno, name: '가로채기', phone: '010-1234-5678' })).json).toMatchObject(missing);
      expect((await post(other.admin, `/api/v2/parents/detail-addMobile/${pno}`, { label: '집', value: '010-9876-5432' })).json).toMatchObject(missing);
      expect(await rowOf(pno)).toEqual(before);
      // centre 1's child, for adding or linking parents, is missing too
      const add = await post(other.admin, `/api/v2/parents/admin/${child.id}`, { loginId: 'star.aunt', name: '별이모', phone: '010-1111-3333', relation: '이모' });
      expect(add.json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
    });

    it("gives a new account the session's centre as home and links only accounts the centre sees", async () => {
      const starChild = await createChild(t.app.db, { classId: other.classId, name: '별아이' });
      const created = await post(other.admin, `/api/v2/parents/admin/${starChild.id}`, { loginId: 'star.mom', name: '별엄마', phone: '010-2222-3333', relation: '모' });
      expect(created.status).toBe(200);
      expect((await rowOf(created.json.data.parent.pno)).centreId).toBe(CENTRE_B);

      const stranger = (await createParent(t.app.db, { loginId: 'sun.stranger', name: '햇살이모' })).id;
      const candidates = await call(other.admin, 'GET', `/api/v2/parents/admin/${starChild.id}/link-candidates?keyword=${encodeURIComponent('햇살이모')}`);
      expect(candidates.json.data.items).toEqual([]);
      const link = await post(other.admin, `/api/v2/parents/admin/${starChild.id}/link`, { pno: stranger, relation: '이모' });
      expect(link.json).toMatchObject(missing);
      expect(await t.app.db.select().from(childParents).where(eq(childParents.parentId, stranger))).toEqual([]);
    });
  });
});
