import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { centreEndpoints, classEndpoints, endpointUrl, type CentreSettingsBody } from '@kg/contract';
import { centres } from '../../db/schema/index';
import { api, auditRows } from '../../test/api';
import { CENTRE_A, CENTRE_A_NAME, CENTRE_B } from '../../test/centres';
import { addMembership, createClass, createTeacher, signIn } from '../../test/factories';
import { twoClassWorld, type TwoClassWorld } from '../../test/world';

const settings: CentreSettingsBody = {
  name: '햇살어린이집 본원',
  kind: 'daycare',
  address: '서울특별시 마포구 월드컵로 200',
  phone: '02-335-1000',
  representative: '김원장',
  basicStart: '09:00',
  basicEnd: '16:00',
  extendedEnd: '19:30',
  schoolDays: [5, 1, 2, 3, 4, 1],
  timeZone: 'Asia/Seoul',
  retentionYears: 5,
  modules: ['extended'],
};

/** 원 정보 and the centre switch (docs/product/centre.md). */
describe('centre routes', () => {
  let w: TwoClassWorld;
  beforeAll(async () => void (w = await twoClassWorld()));
  afterAll(async () => w.t.close());
  const as = (caller: Parameters<typeof api>[1]) => api(w.t.app, caller);

  it("GET answers the session's centre to every staff role; 401 without a session", async () => {
    const res = await as(w.teacherA).get(centreEndpoints.get.path);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ centreId: CENTRE_A, name: CENTRE_A_NAME, schoolDays: [1, 2, 3, 4, 5], basicStart: '09:00' });
    expect((await as(w.anonymous).get(centreEndpoints.get.path)).status).toBe(401);
  });

  it('PUT: the director saves the settings (sorted days, audited); a teacher 403; bad values 400 in Korean, nothing saved', async () => {
    expect((await as(w.teacherA).put(centreEndpoints.update.path, settings)).status).toBe(403);
    const bad = await as(w.admin).put(centreEndpoints.update.path, { ...settings, basicEnd: '08:00', timeZone: 'Mars/Olympus', schoolDays: [] });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toMatchObject({
      basicEnd: '기본보육 종료 시각은 시작 시각보다 늦어야 합니다.',
      timeZone: '알 수 없는 시간대입니다.',
      schoolDays: '운영 요일을 하루 이상 선택해 주세요.',
    });
    const [unchanged] = await w.t.app.db.select().from(centres).where(eq(centres.id, CENTRE_A));
    expect(unchanged.name).toBe(CENTRE_A_NAME);

    const saved = await as(w.admin).put(centreEndpoints.update.path, settings);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ name: '햇살어린이집 본원', schoolDays: [1, 2, 3, 4, 5], modules: ['extended'] });
    expect((await auditRows(w.t.app.db, 'CENTRE_UPDATED', CENTRE_A)).at(-1)?.detail).toMatchObject({ changed: expect.arrayContaining(['name', 'address', 'modules']) });
    // centre 2 is untouched
    const [other] = await w.t.app.db.select().from(centres).where(eq(centres.id, CENTRE_B));
    expect(other.name).not.toBe('햇살어린이집 본원');
  });

  it('the public name is shown only while the deployment has one active centre', async () => {
    expect((await as(w.anonymous).get(centreEndpoints.public.path)).json.data).toEqual({ name: null });
    await w.t.app.db.update(centres).set({ active: false }).where(eq(centres.id, CENTRE_B));
    try {
      expect((await as(w.anonymous).get(centreEndpoints.public.path)).json.data.name).toBe('햇살어린이집 본원');
    } finally {
      await w.t.app.db.update(centres).set({ active: true }).where(eq(centres.id, CENTRE_B));
    }
  });

  it('a login with two memberships lists both, switches into the other centre and works only there', async () => {
    const { teacher, password } = await createTeacher(w.t.app.db, { role: 'ROLE_MANAGER', name: '박매니저' });
    const classThere = (await createClass(w.t.app.db, { name: '별님반', centreId: CENTRE_B })).id;
    await addMembership(w.t.app.db, teacher.accountId, { role: 'ROLE_MANAGER', name: '박매니저', centreId: CENTRE_B });
    const { jar, res: login } = await signIn(w.t.app, teacher.loginId, password);
    expect(login.json().data).toMatchObject({ centreId: CENTRE_A, centreCount: 2 });
    const mine = await as(jar).get(centreEndpoints.memberships.path);
    expect(mine.json.data.map((m: { centreId: number }) => m.centreId).sort()).toEqual([CENTRE_A, CENTRE_B]);

    // in centre 1, centre 2's class does not exist
    expect((await as(jar).get(endpointUrl(classEndpoints.get, { id: classThere }))).status).toBe(404);
    const switched = await as(jar).post(centreEndpoints.switch.path, { centreId: CENTRE_B });
    expect(switched.status).toBe(200);
    expect(switched.json.data).toMatchObject({ centreId: CENTRE_B, role: 'ROLE_MANAGER' });
    jar.update(switched.res);
    expect((await as(jar).get(centreEndpoints.get.path)).json.data.centreId).toBe(CENTRE_B);
    expect((await as(jar).get(endpointUrl(classEndpoints.get, { id: classThere }))).status).toBe(200);
    expect((await as(jar).get(endpointUrl(classEndpoints.get, { id: w.classA }))).status).toBe(404);
    expect(await auditRows(w.t.app.db, 'CENTRE_SWITCHED')).toHaveLength(1);
  });

  it('a centre the login has no membership in answers 404; the session goes on', async () => {
    const res = await as(w.admin).post(centreEndpoints.switch.path, { centreId: CENTRE_B });
    expect([res.status, res.json.message]).toEqual([404, '원을 찾을 수 없습니다.']);
    expect((await as(w.admin).get(centreEndpoints.get.path)).status).toBe(200);
    expect((await as(w.admin).post(centreEndpoints.switch.path, { centreId: 'x' })).status).toBe(400);
  });

  it('a sign-in starts in the centre the device remembers, when the login works there', async () => {
    const { teacher, password } = await createTeacher(w.t.app.db, { role: 'ROLE_TEACHER', name: '한선생' });
    await addMembership(w.t.app.db, teacher.accountId, { role: 'ROLE_TEACHER', name: '한선생', centreId: CENTRE_B });
    const login = (centreId?: number) =>
      w.t.app.inject({ method: 'POST', url: '/api/v2/login', payload: { teacherId: teacher.loginId, passwd: password, centreId }, ...w.anonymous.request() });
    expect((await login(CENTRE_B)).json().data.centreId).toBe(CENTRE_B);
    expect((await login(999)).json().data.centreId).toBe(CENTRE_A);
  });
});
