import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAMILY_ACCOUNT_DISABLED_MESSAGE, FAMILY_CHILD_NOT_FOUND_MESSAGE, familyEndpoints } from '@kg/contract';
import { authSessions, parents } from '../../db/schema/index';
import { api, auditRows } from '../../test/api';
import { anonymousFamilyJar, createChild, familySignIn } from '../../test/factories';
import { PARENT_PASSWORD, createParent } from '../../test/parent-factories';
import { familyLoginAs } from '../../test/session';
import { twoClassWorld, type TwoClassWorld } from '../../test/world';
import { ownChild } from './family-children';
import { makeContext, systemContext } from '../../lib/context';
import { resolveFamilyScope } from '../../policies/scope';

const { login, logout, me, refresh, session: sessionCall, changePassword } = familyEndpoints;

describe('parent-app sessions (docs/decisions/007-family-sessions.md)', () => {
  let w: TwoClassWorld;
  let childA: number;
  let siblingB: number;
  let otherChild: number;
  beforeAll(async () => {
    w = await twoClassWorld();
    const db = w.t.app.db;
    childA = (await createChild(db, { classId: w.classA, name: '김하늘', birthDate: '2021-03-02' })).id;
    siblingB = (await createChild(db, { classId: w.classB, name: '김바다', birthDate: '2022-05-10' })).id;
    otherChild = (await createChild(db, { classId: w.classA, name: '이구름' })).id;
  });
  afterAll(() => w.t.close());

  const family = (loginId: string, children: number[] = [childA, siblingB]) =>
    createParent(w.t.app.db, { loginId, name: '김엄마', children: children.map((childId) => ({ childId, relation: '모' })) });

  it('signs in with the account from 보호자 추가: scoped cookies, and /me lists only their own children', async () => {
    await family('hana.mom');
    const { jar, res } = await familySignIn(w.t.app, 'hana.mom', PARENT_PASSWORD);
    const cookies = Object.fromEntries((res.cookies as { name: string; path?: string; httpOnly?: boolean }[]).map((c) => [c.name, c]));
    expect(cookies.FAT).toMatchObject({ path: '/api/v2/family', httpOnly: true });
    expect(cookies['FXSRF-TOKEN']).toMatchObject({ path: '/' });
    expect(cookies.AT).toBeUndefined();
    expect(res.json().data).toMatchObject({ loginId: 'hana.mom', name: '김엄마', mustChangePassword: false });

    const answer = await api(w.t.app, jar).get(me.path);
    expect(answer.status).toBe(200);
    expect(answer.json.data.children.map((c: { name: string }) => c.name)).toEqual(['김하늘', '김바다']);
    expect(answer.json.data.children[0]).toMatchObject({ childCode: childA, classId: w.classA, className: '햇님반', relation: '모' });
    expect(await auditRows(w.t.app.db, 'LOGIN_SUCCESS')).toEqual(
      expect.arrayContaining([expect.objectContaining({ subjectType: 'parent', actorRole: 'PARENT', actorLoginId: 'hana.mom' })]),
    );
  });

  it('answers a wrong password like an unknown id, counts the failure for the parent list, and audits it', async () => {
    const parent = await family('wrong.pw');
    const jar = await anonymousFamilyJar(w.t.app);
    const wrong = await api(w.t.app, jar).post(login.path, { loginId: 'wrong.pw', passwd: 'nope-nope-1' });
    const unknown = await api(w.t.app, jar).post(login.path, { loginId: 'nobody.here', passwd: 'nope-nope-1' });
    expect([wrong.status, wrong.json.code]).toEqual([401, 'LOGIN_FAILED']);
    expect(unknown.json.message).toBe(wrong.json.message);
    const [row] = await w.t.app.db.select().from(parents).where(eq(parents.id, parent.id));
    expect(row.failedCount).toBe(1);
    const blank = await api(w.t.app, jar).post(login.path, { loginId: ' ', passwd: '' });
    expect(blank.json).toMatchObject({ code: 'VALIDATION', details: { loginId: '아이디를 입력해 주세요.', passwd: '비밀번호를 입력해 주세요.' } });
  });

  it('keeps staff and family sessions apart: neither cookie authorises the other side', async () => {
    await family('apart.mom');
    const parent = await familyLoginAs(w.t.app, 'apart.mom', PARENT_PASSWORD);
    expect((await api(w.t.app, w.teacherA).get(me.path)).status).toBe(401);
    expect((await api(w.t.app, w.admin).get(me.path)).status).toBe(401);
    expect((await api(w.t.app, parent).get('/api/v2/me')).status).toBe(401);
    expect((await api(w.t.app, parent).get('/api/v2/parents/search')).status).toBe(401);
    // a staff CSRF token is no family token (and the reverse), even with the right cookies
    const staffToken = w.teacherA.headers['x-xsrf-token'];
    const crossed = await api(w.t.app, parent).put(changePassword.path, { currentPassword: PARENT_PASSWORD, newPassword: 'Garden-Walk-77' }, { 'x-xsrf-token': staffToken });
    expect(crossed.json.code).toBe('CSRF');
    const reverse = await api(w.t.app, w.teacherA).post('/api/v2/logout', undefined, { 'x-xsrf-token': parent.headers['x-xsrf-token'] });
    expect(reverse.json.code).toBe('CSRF');
  });

  it('a stopped or blocked parent cannot sign in, and a signed-in one is signed out at once', async () => {
    const parent = await family('stop.me');
    const session = await familyLoginAs(w.t.app, 'stop.me', PARENT_PASSWORD);
    expect((await api(w.t.app, session).get(me.path)).status).toBe(200);
    expect((await api(w.t.app, w.admin).put('/api/v2/parents/admin/set-stop', { pno: parent.id, stopped: true })).status).toBe(200);
    expect((await api(w.t.app, session).get(me.path)).json.code).toBe('INVALID_TOKEN');
    const jar = await anonymousFamilyJar(w.t.app);
    const refused = await api(w.t.app, jar).post(login.path, { loginId: 'stop.me', passwd: PARENT_PASSWORD });
    expect(refused.json).toMatchObject({ code: 'ACCOUNT_DISABLED', message: FAMILY_ACCOUNT_DISABLED_MESSAGE });

    await api(w.t.app, w.admin).put('/api/v2/parents/admin/set-stop', { pno: parent.id, stopped: false });
    const again = await familyLoginAs(w.t.app, 'stop.me', PARENT_PASSWORD);
    await api(w.t.app, w.admin).put('/api/v2/parents/admin/set-block', { pno: parent.id, blocked: true });
    expect((await api(w.t.app, again).get(me.path)).status).toBe(401);
  });

  it("an admin's one-time password ends the sessions and forces a change before anything else", async () => {
    const parent = await family('forced.pw');
    const before = await familyLoginAs(w.t.app, 'forced.pw', PARENT_PASSWORD);
    const forced = await api(w.t.app, w.admin).put(`/api/v2/parents/force-change_pw/${parent.id}`, { newPassword: 'Temp-Garden-42' });
    expect(forced.status).toBe(200);
    expect((await api(w.t.app, before).get(me.path)).status).toBe(401);

    const session = await familyLoginAs(w.t.app, 'forced.pw', 'Temp-Garden-42');
    expect((await api(w.t.app, session).get(me.path)).json.data.mustChangePassword).toBe(true);
    const same = await api(w.t.app, session).put(changePassword.path, { currentPassword: 'Temp-Garden-42', newPassword: 'Temp-Garden-42' });
    expect(same.json.details).toEqual({ newPassword: '새 비밀번호는 현재 비밀번호와 달라야 합니다.' });
    const wrong = await api(w.t.app, session).put(changePassword.path, { currentPassword: 'not-it-at-all', newPassword: 'Sunny-Meadow-19' });
    expect(wrong.json.details).toEqual({ currentPassword: '현재 비밀번호가 올바르지 않습니다.' });
    const changed = await api(w.t.app, session).put(changePassword.path, { currentPassword: 'Temp-Garden-42', newPassword: 'Sunny-Meadow-19' });
    expect(changed.status).toBe(200);
    expect((await api(w.t.app, session).get(me.path)).json.data.mustChangePassword).toBe(false);
    expect(await auditRows(w.t.app.db, 'PARENT_PASSWORD_CHANGED', parent.id)).toHaveLength(1);
    await familyLoginAs(w.t.app, 'forced.pw', 'Sunny-Meadow-19');
  });

  it('remember-me: refresh rotates the family token; logout ends the session; /session answers null when signed out', async () => {
    await family('stay.in');
    const { jar } = await familySignIn(w.t.app, 'stay.in', PARENT_PASSWORD, { rememberMe: true });
    expect(jar.values.FRT).toBeTruthy();
    const oldRefresh = jar.values.FRT;
    const rotated = await w.t.app.inject({ method: 'POST', url: refresh.path, ...jar.request() });
    expect(rotated.statusCode).toBe(200);
    jar.update(rotated);
    expect(jar.values.FRT).not.toBe(oldRefresh);
    // the staff refresh endpoint knows nothing of a family token
    const staffRefresh = await w.t.app.inject({ method: 'POST', url: '/api/v2/refresh', cookies: { RT: jar.values.FRT }, headers: {} });
    expect(staffRefresh.statusCode).not.toBe(200);

    const out = await w.t.app.inject({ method: 'POST', url: logout.path, ...jar.request() });
    expect(out.statusCode).toBe(200);
    const [{ parentId }] = await w.t.app.db.select({ parentId: authSessions.parentId }).from(authSessions).where(eq(authSessions.revokedReason, 'LOGOUT'));
    expect(parentId).not.toBeNull();
    const stale = { ...jar.values };
    jar.update(out);
    expect((await w.t.app.inject({ method: 'GET', url: me.path, cookies: stale })).statusCode).toBe(401);
    const after = await api(w.t.app, jar).get(sessionCall.path);
    expect(after.json.data).toBeNull();
    expect((await api(w.t.app, null).get(sessionCall.path)).json.data).toBeNull();
  });

  it('the family scope: a linked child only; another family\'s child is a 404 like a missing one; ownChild reads it', async () => {
    const parent = await family('own.child', [childA]);
    const principal = { pno: parent.id, loginId: 'own.child', name: '김엄마', sessionId: 'x', mustChangePassword: false };
    const base = { db: w.t.app.db, config: w.t.app.config, files: w.t.app.files, log: w.t.app.log };
    const scope = { kind: 'child', from: 'params' } as const;
    const resolved = await resolveFamilyScope(w.t.app.db, principal, scope, { params: { childCode: childA } });
    expect(resolved).toMatchObject({ centreId: 1, child: { childCode: childA, name: '김하늘', centreId: 1 } });
    expect(ownChild(makeContext(base, principal, undefined, undefined, resolved)).name).toBe('김하늘');
    for (const childCode of [otherChild, 999_999]) {
      await expect(resolveFamilyScope(w.t.app.db, principal, scope, { params: { childCode } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: FAMILY_CHILD_NOT_FOUND_MESSAGE,
      });
    }
    // without a resolved child (a call that declared no child scope) there is no child to read
    expect(() => ownChild(systemContext(base, principal))).toThrow(FAMILY_CHILD_NOT_FOUND_MESSAGE);
  });
});
