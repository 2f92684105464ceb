import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_HELP_SENT_MESSAGE, endpointUrl, parentEndpoints, passwordHelpEndpoints, teacherEndpoints } from '@kg/contract';
import { passwordHelpRequests } from '../../db/schema/index';
import { api, auditRows } from '../../test/api';
import { anonymousFamilyJar, createTeacher } from '../../test/factories';
import { createParent } from '../../test/parent-factories';
import { twoClassWorld, type TwoClassWorld } from '../../test/world';

const STAFF = passwordHelpEndpoints.requestStaff.path;
const FAMILY = passwordHelpEndpoints.requestFamily.path;
const LIST = passwordHelpEndpoints.list.path;

describe('password help (비밀번호를 잊으셨나요?)', () => {
  let w: TwoClassWorld;
  let forgetfulId: number;
  let parentId: number;
  beforeAll(async () => {
    w = await twoClassWorld({ env: { PASSWORD_HELP_PER_15MIN: '8' } });
    forgetfulId = (await createTeacher(w.t.app.db, { loginId: 'forgetful', name: '김잊음' })).teacher.id;
    parentId = (await createParent(w.t.app.db, { loginId: 'mom-forgot', name: '박엄마' })).id;
  });
  afterAll(async () => w.t.close());

  const open = async () => w.t.app.db.select().from(passwordHelpRequests);

  it('refuses empty fields in Korean and keeps nothing', async () => {
    const res = await api(w.t.app, w.anonymous).post(STAFF, { loginId: ' ', name: '' });
    expect(res.status).toBe(400);
    expect(res.json.details).toMatchObject({ loginId: '아이디를 입력해 주세요.', name: '이름을 입력해 주세요.' });
    expect(await open()).toEqual([]);
  });

  it('answers every request the same; only a matching id and name reach the director, once per account', async () => {
    const anonymous = api(w.t.app, w.anonymous);
    const unknown = await anonymous.post(STAFF, { loginId: 'nobody', name: '아무개' });
    const wrongName = await anonymous.post(STAFF, { loginId: 'forgetful', name: '이름틀림' });
    const right = await anonymous.post(STAFF, { loginId: 'forgetful', name: ' 김잊음 ' });
    const again = await anonymous.post(STAFF, { loginId: 'forgetful', name: '김잊음' });
    for (const res of [unknown, wrongName, right, again]) {
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ message: PASSWORD_HELP_SENT_MESSAGE });
    }
    // the teacher's id through the parent app's door is no parent's
    const family = await api(w.t.app, await anonymousFamilyJar(w.t.app)).post(FAMILY, { loginId: 'forgetful', name: '김잊음' });
    expect(family.json.data).toEqual(unknown.json.data);

    const staffList = await api(w.t.app, w.admin).get(`${LIST}?realm=staff`);
    expect(staffList.status).toBe(200);
    expect(staffList.json.data).toEqual([
      { requestId: expect.any(Number), realm: 'staff', accountId: forgetfulId, loginId: 'forgetful', name: '김잊음', requestedAt: expect.any(String), requestCount: 2 },
    ]);
    expect((await api(w.t.app, w.admin).get(`${LIST}?realm=family`)).json.data).toEqual([]);
    expect(await auditRows(w.t.app.db, 'PASSWORD_HELP_REQUESTED', forgetfulId)).toHaveLength(2);
  });

  it('is for admins and managers only', async () => {
    expect((await api(w.t.app, null).get(`${LIST}?realm=staff`)).status).toBe(401);
    expect((await api(w.t.app, w.teacherA).get(`${LIST}?realm=staff`)).status).toBe(403);
    expect((await api(w.t.app, w.admin).get(`${LIST}?realm=other`)).status).toBe(400);
  });

  it('a one-time password closes the request: 임시 비밀번호 발급 for a teacher, 비밀번호 변경 for a parent', async () => {
    const reset = await api(w.t.app, w.admin).put(`${endpointUrl(teacherEndpoints.resetPassword)}?tno=${forgetfulId}`);
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expect((await api(w.t.app, w.admin).get(`${LIST}?realm=staff`)).json.data).toEqual([]);

    await api(w.t.app, await anonymousFamilyJar(w.t.app)).post(FAMILY, { loginId: 'mom-forgot', name: '박엄마' });
    const [asked] = (await api(w.t.app, w.admin).get(`${LIST}?realm=family`)).json.data;
    expect(asked).toMatchObject({ realm: 'family', accountId: parentId, loginId: 'mom-forgot', name: '박엄마', requestCount: 1 });
    const forced = await api(w.t.app, w.admin).put(endpointUrl(parentEndpoints.forcePassword, { id: parentId }), { newPassword: 'Haneul-2026!x' });
    expect(forced.status, JSON.stringify(forced.json)).toBe(200);
    expect((await api(w.t.app, w.admin).get(`${LIST}?realm=family`)).json.data).toEqual([]);
    const closed = await w.t.app.db.select().from(passwordHelpRequests).where(eq(passwordHelpRequests.parentId, parentId));
    expect(closed.map((r) => r.outcome)).toEqual(['ISSUED']);
  });

  it('the director may close a request without a password; a closed or missing one is 404', async () => {
    await api(w.t.app, w.anonymous).post(STAFF, { loginId: 'forgetful', name: '김잊음' });
    const [asked] = (await api(w.t.app, w.admin).get(`${LIST}?realm=staff`)).json.data;
    const dismiss = (id: number | string) => api(w.t.app, w.admin).put(endpointUrl(passwordHelpEndpoints.dismiss, { id }));
    expect((await api(w.t.app, w.teacherA).put(endpointUrl(passwordHelpEndpoints.dismiss, { id: asked.requestId }))).status).toBe(403);
    expect((await dismiss(asked.requestId)).status).toBe(200);
    expect((await api(w.t.app, w.admin).get(`${LIST}?realm=staff`)).json.data).toEqual([]);
    const again = await dismiss(asked.requestId);
    expect([again.status, again.json.message]).toEqual([404, '비밀번호 요청을 찾을 수 없습니다.']);
    expect((await dismiss('abc')).status).toBe(400);
  });

  it('caps the requests of one address (429 in Korean), known ids and unknown alike', async () => {
    const anonymous = api(w.t.app, w.anonymous);
    let last = await anonymous.post(STAFF, { loginId: 'nobody', name: '아무개' });
    for (let i = 0; i < 10 && last.status === 200; i++) last = await anonymous.post(STAFF, { loginId: 'nobody', name: '아무개' });
    expect(last.status).toBe(429);
    expect(last.json).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(last.json.message).toMatch(/[가-힣]/);
  });
});
