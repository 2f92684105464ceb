import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { errorCatalog } from '@kg/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CookieJar, createClass, createTeacher, signIn } from '../../test/factories';
import { auditLog, authSessions, classes, teachers } from '../../db/schema/index';
import { revokeTeacherSessions } from './auth.repository';
import { CENTRE_A, CENTRE_A_NAME } from '../../test/centres';

type Cookie = { name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; path?: string };
const cookieOf = (res: { cookies: unknown[] }, name: string) => (res.cookies as Cookie[]).find((c) => c.name === name);
const now = () => Math.floor(Date.now() / 1000);

describe('access token and GET /api/v2/me', () => {
  let t: TestApp;
  let session: { jar: CookieJar; teacherId: number; loginId: string; sid: string; role: string };
  let classId: number;

  /** Signs an access token with the app's secret, as the server would (or with whatever claims a test needs). */
  const forge = (claims: Record<string, unknown>, secret = t.config.jwtSecret!) =>
    new SignJWT({ sid: session.sid, role: session.role, ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.teacherId))
      .sign(new TextEncoder().encode(secret));
  const me = (at?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v2/me', cookies: at === undefined ? {} : { AT: at } });

  beforeAll(async () => {
    t = await createTestApp();
    classId = (await createClass(t.app.db, { name: '별님반', color: '#caffbf' })).id;
    const { teacher, password } = await createTeacher(t.app.db, { classId, name: '박보육' });
    const { jar } = await signIn(t.app, teacher.loginId, password);
    const claims = decodeJwt(jar.values.AT);
    session = { jar, teacherId: teacher.id, loginId: teacher.loginId, sid: claims.sid as string, role: 'ROLE_TEACHER' };
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('the access token carries sub, sid, role, iat, exp (≤ 15 min) and auth_time', () => {
    const claims = decodeJwt(session.jar.values.AT);
    expect(claims).toMatchObject({ sub: String(session.teacherId), role: 'ROLE_TEACHER' });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims.auth_time).toBe(claims.iat);
  });

  it('/me answers MeData from the database', async () => {
    const res = await me(session.jar.values.AT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      tno: session.teacherId,
      teacherId: session.loginId,
      teacherName: '박보육',
      classId,
      className: '별님반',
      classColor: '#caffbf',
      role: 'ROLE_TEACHER',
      lastestLogin: null,
      mustChangePassword: false,
      idleMinutes: 15,
      centreId: CENTRE_A,
      centreName: CENTRE_A_NAME,
      centreCount: 1,
      username: session.loginId,
      roles: ['ROLE_TEACHER'],
      pfImgUrl: null,
    });
    // a fresh token is not re-issued
    expect(cookieOf(res, 'AT')).toBeUndefined();
  });

  it('/session answers null without an access cookie (no 401 for a first visit), the user with one, 401 when it expired', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/v2/session' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json().data).toBeNull();
    expect(cookieOf(signedOut, 'XSRF-TOKEN')?.value).toBeTruthy(); // the login page still obtains its XSRF cookie
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v2/session', cookies: { AT: session.jar.values.AT } });
    expect(signedIn.json().data).toMatchObject({ tno: session.teacherId, username: session.loginId });
    const expired = await forge({ iat: now() - 1000, exp: now() - 60, auth_time: now() - 1000 });
    const stale = await t.app.inject({ method: 'GET', url: '/api/v2/session', cookies: { AT: expired } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('AT_EXPIRED');
  });

  it('/me shows the profile image URL when the teacher has one', async () => {
    await t.app.db.update(teachers).set({ profileFileId: 42 }).where(eq(teachers.id, session.teacherId));
    const res = await me(session.jar.values.AT);
    expect(res.json().data.pfImgUrl).toBe('/api/file/42');
    await t.app.db.update(teachers).set({ profileFileId: null }).where(eq(teachers.id, session.teacherId));
  });

  it('no cookie → 401 NO_AT (and the anonymous XSRF cookie is handed out)', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NO_AT', message: errorCatalog.NO_AT.message });
    expect(cookieOf(res, 'XSRF-TOKEN')?.value).toMatch(/\./);
  });

  it('garbage or wrongly signed token → 401 AT_INVALID', async () => {
    for (const token of ['garbage', 'a.b.c', await forge({ iat: now(), exp: now() + 600, auth_time: now() }, 'x'.repeat(40))]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AT_INVALID');
    }
    // alg "none" is refused
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: String(session.teacherId), sid: session.sid, role: 'ROLE_ADMIN', iat: now(), exp: now() + 600, auth_time: now() }),
    ).toString('base64url')}.`;
    expect((await me(unsigned)).json().code).toBe('AT_INVALID');
  });

  it('expired token → 401 AT_EXPIRED', async () => {
    const token = await forge({ iat: now() - 1000, exp: now() - 10, auth_time: now() - 1000 });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AT_EXPIRED', message: errorCatalog.AT_EXPIRED.message });
  });

  it('12-hour cap: auth_time 12 h ago → AT_EXPIRED even if exp is later', async () => {
    const token = await forge({ iat: now() - 30, exp: now() + 600, auth_time: now() - 12 * 3600 });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AT_EXPIRED');
  });

  it('sliding: a token older than 60 s is re-issued with a later exp, same sid and auth_time', async () => {
    const authTime = now() - 3600;
    const iat = now() - 120;
    const token = await forge({ iat, exp: iat + 900, auth_time: authTime });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res, 'AT')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined(); // still a session cookie without remember-me
    const claims = decodeJwt(cookie.value);
    expect(claims).toMatchObject({ sid: session.sid, auth_time: authTime, sub: String(session.teacherId) });
    expect(claims.exp!).toBeGreaterThan(iat + 900);
    expect(claims.exp! - now()).toBeGreaterThan(14 * 60);
  });

  it('sliding stops at auth_time + 12 h', async () => {
    const authTime = now() - 12 * 3600 + 300; // 5 minutes left in the absolute window
    const token = await forge({ iat: now() - 120, exp: now() + 180, auth_time: authTime });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(cookieOf(res, 'AT')!.value);
    expect(claims.exp).toBe(authTime + 12 * 3600);
  });

  it('updates last_seen_at at most once a minute', async () => {
    const read = async () => (await t.app.db.select().from(authSessions).where(eq(authSessions.id, session.sid)))[0].lastSeenAt;
    await me(session.jar.values.AT);
    const before = await read();
    await me(session.jar.values.AT);
    expect((await read()).getTime()).toBe(before.getTime()); // within the minute: no write
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await me(session.jar.values.AT)).statusCode).toBe(200);
    const touched = await read();
    expect(touched.getTime()).toBeGreaterThan(before.getTime() + 60_000);
    await me(session.jar.values.AT);
    expect((await read()).getTime()).toBe(touched.getTime());
  });

  it('class and name changes show on the very next request', async () => {
    const { teacher, password } = await createTeacher(t.app.db, { classId, name: '최하나' });
    const { jar } = await signIn(t.app, teacher.loginId, password);
    expect((await me(jar.values.AT)).json().data).toMatchObject({ classId, teacherName: '최하나' });
    const other = await createClass(t.app.db, { name: '달님반', color: '#9bf6ff' });
    await t.app.db.update(teachers).set({ classId: other.id, name: '최두나' }).where(eq(teachers.id, teacher.id));
    expect((await me(jar.values.AT)).json().data).toMatchObject({ classId: other.id, className: '달님반', teacherName: '최두나' });
    await t.app.db.update(classes).set({ color: '#a0c4ff' }).where(eq(classes.id, other.id));
    expect((await me(jar.values.AT)).json().data.classColor).toBe('#a0c4ff');
    await t.app.db.delete(classes).where(eq(classes.id, other.id));
    expect((await me(jar.values.AT)).json().data).toMatchObject({ classId: null, className: null, classColor: null });
  });

  it('sessions ended by another module (revokeTeacherSessions) stop at once', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, teacher.loginId, password);
    expect((await me(jar.values.AT)).statusCode).toBe(200);
    const ended = await revokeTeacherSessions(t.app.db, teacher.id, 'PASSWORD_RESET');
    expect(ended).toHaveLength(1);
    expect((await me(jar.values.AT)).json().code).toBe('INVALID_TOKEN');
  });

  it('a token naming an unknown session → 401 INVALID_TOKEN', async () => {
    const token = await forge({ sid: crypto.randomUUID(), iat: now(), exp: now() + 600, auth_time: now() });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('a role in the token that no longer matches the database → 401 INVALID_TOKEN', async () => {
    const { teacher, password } = await createTeacher(t.app.db, { role: 'ROLE_MANAGER' });
    const { jar } = await signIn(t.app, teacher.loginId, password);
    expect((await me(jar.values.AT)).statusCode).toBe(200);
    await t.app.db.update(teachers).set({ role: 'ROLE_TEACHER' }).where(eq(teachers.id, teacher.id));
    const res = await me(jar.values.AT);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('a deactivated teacher is signed out at once (INVALID_TOKEN, session revoked, audited)', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, teacher.loginId, password);
    expect((await me(jar.values.AT)).statusCode).toBe(200);
    await t.app.db.update(teachers).set({ active: false }).where(eq(teachers.id, teacher.id));
    const res = await me(jar.values.AT);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: errorCatalog.INVALID_TOKEN.message });
    const [row] = await t.app.db.select().from(authSessions).where(eq(authSessions.teacherId, teacher.id));
    expect(row.revokedReason).toBe('DEACTIVATED');
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, teacher.id));
    expect(audits.map((a) => a.action)).toContain('SESSION_REVOKED');
    // reactivation does not bring the old session back
    await t.app.db.update(teachers).set({ active: true }).where(eq(teachers.id, teacher.id));
    expect((await me(jar.values.AT)).json().code).toBe('INVALID_TOKEN');
  });

  it('remember-me outlives the 12-hour window through refresh (new auth_time)', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, teacher.loginId, password, { rememberMe: true });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 13 * 3600_000); // the next morning
    const expired = await me(jar.values.AT);
    expect(expired.json().code).toBe('AT_EXPIRED');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v2/refresh', ...jar.request() });
    expect(refreshed.statusCode).toBe(200);
    jar.update(refreshed);
    const claims = decodeJwt(jar.values.AT);
    expect(claims.auth_time).toBe(Math.floor((start + 13 * 3600_000) / 1000));
    expect((await me(jar.values.AT)).statusCode).toBe(200);
  });
});

describe('short access tokens (ACCESS_TOKEN_MINUTES=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_MINUTES: '1' } });
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('an active user is re-issued a token at a quarter of its life, so a minute-long token never signs them out', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, teacher.loginId, password);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // a request every 20 s for three minutes: each one finds a live token and gets a fresh one when it aged 15 s
    for (let second = 20; second <= 180; second += 20) {
      vi.setSystemTime(start + second * 1000);
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/me', ...jar.request() });
      expect(res.statusCode).toBe(200);
      jar.update(res);
    }
    const claims = decodeJwt(jar.values.AT);
    expect(claims.exp! - claims.iat!).toBe(60);
    // idle for more than the token's life: signed out as configured
    vi.setSystemTime(start + 260_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/me', ...jar.request() })).json().code).toBe('AT_EXPIRED');
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('the session cache on the embedded database', () => {
  const channels = async (t: TestApp) =>
    ((await t.database.db.execute(sql`select pg_listening_channels() as channel`)) as unknown as { rows: { channel: string }[] }).rows.map(
      (row) => row.channel,
    );

  it('listens for session changes while the app runs and stops when it closes (the database may outlive it)', async () => {
    const t = await createTestApp();
    try {
      const { teacher, password } = await createTeacher(t.app.db);
      const { jar } = await signIn(t.app, teacher.loginId, password);
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/me', ...jar.request() })).statusCode).toBe(200);
      expect(await channels(t)).toEqual(['kg_auth_changed']);
      await t.app.close();
      expect(await channels(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
