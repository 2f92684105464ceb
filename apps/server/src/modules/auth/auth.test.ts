import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { errorCatalog } from '@kg/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CENTRE_A, CENTRE_A_NAME } from '../../test/centres';
import { anonymousJar, CookieJar, createClass, createTeacher, signIn } from '../../test/factories';
import { auditLog, authSessions, loginAttempts, refreshTokens, staffAccounts } from '../../db/schema/index';
import { accountKeyOf, forgiveFailures } from './login-throttle';
import { hashRefreshToken } from './tokens';

type Cookie = { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string; maxAge?: number; secure?: boolean };
const cookieOf = (res: { cookies: unknown[] }, name: string) => (res.cookies as Cookie[]).find((c) => c.name === name);

let ipSeq = 10;
/** Each scenario logs in from its own address so the per-IP counters of one do not bleed into another. */
const nextIp = () => `10.0.0.${ipSeq++}`;

describe('POST /api/v2/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function login(body: Record<string, unknown>, options: { ip?: string; jar?: CookieJar; headers?: Record<string, string> } = {}) {
    const jar = options.jar ?? (await anonymousJar(t.app));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      payload: body,
      remoteAddress: options.ip ?? '10.1.0.1',
      ...jar.request(options.headers),
    });
    return { res, jar: jar.update(res) };
  }

  it('signs in: AT cookie httpOnly + SameSite=Lax session cookie, no RT, LoginData with the previous login', async () => {
    const cls = await createClass(t.app.db, { name: '햇님반', color: '#ffadad' });
    const { teacher, password } = await createTeacher(t.app.db, { classId: cls.id, name: '이하늘' });
    const before = new Date('2025-03-02T00:30:00Z');
    await t.app.db.update(staffAccounts).set({ lastLoginAt: before }).where(eq(staffAccounts.id, teacher.accountId));

    const { res } = await login({ teacherId: teacher.loginId, passwd: password }, { ip: nextIp() });
    expect(res.statusCode).toBe(200);
    const at = cookieOf(res, 'AT');
    expect(at).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(at?.maxAge).toBeUndefined();
    expect(at?.secure).toBeFalsy(); // COOKIE_SECURE auto is off outside production
    expect(cookieOf(res, 'RT')?.value ?? '').toBe(''); // only cleared, never set without remember-me
    const xsrf = cookieOf(res, 'XSRF-TOKEN');
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.json()).toEqual({
      success: true,
      code: 'OK',
      message: '',
      data: {
        tno: teacher.id,
        teacherId: teacher.loginId,
        teacherName: '이하늘',
        classId: cls.id,
        className: '햇님반',
        classColor: '#ffadad',
        role: 'ROLE_TEACHER',
        lastestLogin: before.toISOString(),
        mustChangePassword: false,
        idleMinutes: 15,
        centreId: CENTRE_A,
        centreName: CENTRE_A_NAME,
        centreCount: 1,
      },
    });

    const [row] = await t.app.db.select().from(staffAccounts).where(eq(staffAccounts.id, teacher.accountId));
    expect(row.lastLoginAt!.getTime()).toBeGreaterThan(before.getTime());
    // the second login reports the first one
    const second = await login({ teacherId: teacher.loginId, passwd: password }, { ip: nextIp() });
    expect(second.res.json().data.lastestLogin).toBe(row.lastLoginAt!.toISOString());
    const sessions = await t.app.db.select().from(authSessions).where(eq(authSessions.teacherId, teacher.id));
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => s.rememberMe === false && s.ip?.startsWith('10.0.0.'))).toBe(true);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'LOGIN_SUCCESS'));
    expect(audits.filter((a) => a.actorId === teacher.id)).toHaveLength(2);
  });

  it('wrong password: 401 LOGIN_FAILED in Korean, audited, counted', async () => {
    const { teacher } = await createTeacher(t.app.db);
    const { res } = await login({ teacherId: teacher.loginId, passwd: 'wrong-password' }, { ip: nextIp() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 올바르지 않습니다.' });
    expect(cookieOf(res, 'AT')).toBeUndefined();
    const attempts = await t.app.db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, accountKeyOf(teacher.loginId)));
    expect(attempts).toMatchObject([{ succeeded: false, deviceId: null }]);
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'LOGIN_FAILED'), eq(auditLog.actorId, teacher.id)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0].detail)).not.toContain('wrong-password');
  });

  it('unknown id: the same 401 LOGIN_FAILED answer, no audit row, the id kept only as a hash', async () => {
    const ip = nextIp();
    const { res } = await login({ teacherId: 'nobody-here', passwd: 'whatever1!' }, { ip });
    expect(res.statusCode).toBe(401);
    const { requestId: _r, ...body } = res.json();
    expect(body).toEqual({ success: false, code: 'LOGIN_FAILED', message: errorCatalog.LOGIN_FAILED.message });
    const attempts = await t.app.db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip));
    expect(attempts).toMatchObject([{ succeeded: false, accountKey: accountKeyOf('nobody-here') }]);
    expect(JSON.stringify(attempts)).not.toContain('nobody-here');
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.ip, ip));
    expect(audits).toHaveLength(0);
  });

  it('validation: 400 VALIDATION with Korean field details', async () => {
    const { res } = await login({ teacherId: '  ', passwd: '' }, { ip: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: '아이디를 입력해 주세요.',
      details: { teacherId: '아이디를 입력해 주세요.', passwd: '비밀번호를 입력해 주세요.' },
    });
    const missing = await login({}, { ip: nextIp() });
    expect(missing.res.json().details).toEqual({ teacherId: '아이디를 입력해 주세요.', passwd: '비밀번호를 입력해 주세요.' });
  });

  it('inactive teacher with the right password: 403 ACCOUNT_DISABLED', async () => {
    const { teacher, password } = await createTeacher(t.app.db, { active: false });
    const { res } = await login({ teacherId: teacher.loginId, passwd: password }, { ip: nextIp() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: errorCatalog.ACCOUNT_DISABLED.message });
    // a wrong password does not reveal that the account is disabled
    const wrong = await login({ teacherId: teacher.loginId, passwd: 'nope' }, { ip: nextIp() });
    expect(wrong.res.json().code).toBe('LOGIN_FAILED');
  });

  it('remember-me: RT cookie httpOnly, path-scoped to /api/v2/refresh, with Max-Age; stored hashed', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { res, jar } = await login({ teacherId: teacher.loginId, passwd: password, rememberMe: true }, { ip: nextIp() });
    expect(res.statusCode).toBe(200);
    const rt = cookieOf(res, 'RT')!;
    expect(rt).toMatchObject({ httpOnly: true, path: '/api/v2/refresh' });
    expect(rt.maxAge).toBeGreaterThan(30 * 24 * 3600 - 5); // as long as the token: REMEMBER_ME_DAYS
    expect(rt.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    expect(rt.sameSite).toMatch(/Strict|Lax/);
    expect(rt.value).toMatch(/^[\w-]{43}$/);
    expect(cookieOf(res, 'AT')?.maxAge).toBe(30 * 24 * 3600);
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(rt.value)));
    expect(rows).toHaveLength(1);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(jar.values.RT).toBe(rt.value);
  });
});

describe('login throttling (docs/decisions/006-login-throttling.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_ACCOUNT_MAX_PER_15MIN: '8', LOGIN_IP_MAX_PER_15MIN: '12' } });
  });
  afterAll(async () => t.close());

  async function attempt(loginId: string, passwd: string, ip: string, jar?: CookieJar, headers?: Record<string, string>) {
    const browser = jar ?? (await anonymousJar(t.app));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      payload: { teacherId: loginId, passwd },
      remoteAddress: ip,
      ...browser.request(headers),
    });
    browser.update(res);
    return res;
  }
  const withoutRequestId = (res: { json(): Record<string, unknown> }) => {
    const { requestId: _id, ...body } = res.json();
    return body;
  };
  /** The attempts of the last 15 minutes age out, as if the window had passed. */
  const ageAttempts = () => t.app.db.update(loginAttempts).set({ createdAt: new Date(Date.now() - 16 * 60_000) });

  it('five failures throttle that account from that address only — known and unknown ids alike, with Retry-After', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { teacher: colleague, password: colleaguePassword } = await createTeacher(t.app.db);
    const shared = nextIp();
    for (let i = 1; i <= 5; i++) {
      expect((await attempt(teacher.loginId, `bad-${i}`, shared)).statusCode).toBe(401);
      expect((await attempt('ghost-account', `bad-${i}`, shared)).statusCode).toBe(401);
    }
    const known = await attempt(teacher.loginId, password, shared); // even the right password waits
    const unknown = await attempt('ghost-account', 'whatever', shared);
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(withoutRequestId(known)).toEqual({ success: false, code: 'RATE_LIMITED', message: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.' });
    expect(withoutRequestId(unknown)).toEqual(withoutRequestId(known));
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(known.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(cookieOf(known, 'AT')).toBeUndefined();

    // the centre's other users share the address and are not affected; the owner signs in from elsewhere
    expect((await attempt(colleague.loginId, colleaguePassword, shared)).statusCode).toBe(200);
    expect((await attempt(teacher.loginId, password, nextIp())).statusCode).toBe(200);

    await ageAttempts();
    expect((await attempt(teacher.loginId, password, shared)).statusCode).toBe(200);
  });

  it('a successful sign-in forgives the owner’s own typos before it', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) expect((await attempt(teacher.loginId, 'typo', ip)).statusCode).toBe(401);
    expect((await attempt(teacher.loginId, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(teacher.loginId, 'typo', ip)).statusCode).toBe(401);
    expect((await attempt(teacher.loginId, password, ip)).statusCode).toBe(200);
  });

  it('an account attacked from many addresses stays open to the browser it signed in on before', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const home = new CookieJar(); // the owner's tablet
    home.update(await t.app.inject({ method: 'GET', url: '/api/v2/me' }));
    expect((await attempt(teacher.loginId, password, nextIp(), home)).statusCode).toBe(200);
    const kd = cookieOf(await t.app.inject({ method: 'GET', url: '/api/v2/me' }), 'KD');
    expect(kd).toBeUndefined(); // only login hands it out
    expect(home.values.KD).toMatch(/^[\w-]{22}\.[0-9a-f]{16}\.[\w-]{43}$/);

    for (let i = 0; i < 8; i++) expect((await attempt(teacher.loginId, `guess-${i}`, nextIp())).statusCode).toBe(401);
    // the account's bucket is full for every unknown browser, wherever it is
    expect((await attempt(teacher.loginId, password, nextIp())).statusCode).toBe(429);
    // a forged or altered device cookie is an unknown browser
    const forged = new CookieJar({ ...home.values, KD: home.values.KD.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect((await attempt(teacher.loginId, password, nextIp(), forged)).statusCode).toBe(429);
    // the owner's browser has a bucket of its own
    expect((await attempt(teacher.loginId, password, nextIp(), home)).statusCode).toBe(200);

    // …which fills with that browser's own failures only
    for (let i = 0; i < 5; i++) expect((await attempt(teacher.loginId, `typo-${i}`, nextIp(), home)).statusCode).toBe(401);
    expect((await attempt(teacher.loginId, password, nextIp(), home)).statusCode).toBe(429);
    const rows = await t.app.db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, accountKeyOf(teacher.loginId)));
    expect(rows.filter((r) => r.deviceId !== null && !r.succeeded)).toHaveLength(5);
  });

  it('an address spraying many accounts is slowed for unknown browsers, even with a rotating X-Forwarded-For', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const spraying = '192.0.2.77';
    const regular = new CookieJar();
    regular.update(await t.app.inject({ method: 'GET', url: '/api/v2/me' }));
    expect((await attempt(teacher.loginId, password, spraying, regular)).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) {
      const res = await attempt(`sprayed-${i}`, 'Password1!', spraying, undefined, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await attempt('sprayed-next', 'Password1!', spraying)).statusCode).toBe(429);
    // a user whose browser signed in here before is not locked out by the address
    expect((await attempt(teacher.loginId, password, spraying, regular)).statusCode).toBe(200);
  });

  it('a one-time password from an admin lifts the account’s throttle', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await attempt(teacher.loginId, 'bad', ip);
    expect((await attempt(teacher.loginId, password, ip)).statusCode).toBe(429);
    await forgiveFailures(t.app.db, teacher.loginId);
    expect((await attempt(teacher.loginId, password, ip)).statusCode).toBe(200);
  });

  it('@fastify/rate-limit caps login requests per minute (31st → 429)', async () => {
    const jar = await anonymousJar(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/login', payload: {}, remoteAddress: '192.0.2.50', ...jar.request() });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('remember-me refresh, reuse detection and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const refresh = (jar: CookieJar) => t.app.inject({ method: 'POST', url: '/api/v2/refresh', ...jar.request() });
  const me = (jar: CookieJar) => t.app.inject({ method: 'GET', url: '/api/v2/me', ...jar.request() });

  it('refresh rotates the RT (old one marked used), keeps the session and answers LoginData', async () => {
    const cls = await createClass(t.app.db);
    const { teacher, password } = await createTeacher(t.app.db, { classId: cls.id });
    const { jar } = await signIn(t.app, teacher.loginId, password, { rememberMe: true, remoteAddress: nextIp() });
    const oldRt = jar.values.RT;
    const oldAt = jar.values.AT;

    const res = await refresh(jar);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tno: teacher.id, teacherId: teacher.loginId, classId: cls.id, role: 'ROLE_TEACHER' });
    const newRt = cookieOf(res, 'RT')!;
    expect(newRt).toMatchObject({ path: '/api/v2/refresh', httpOnly: true });
    expect(newRt.value).not.toBe(oldRt);
    // a new AT in the same session with a new absolute window (auth_time = now)
    const newAt = decodeJwt(cookieOf(res, 'AT')!.value);
    expect(newAt.sid).toBe(decodeJwt(oldAt).sid);
    expect(Math.abs((newAt.auth_time as number) - Date.now() / 1000)).toBeLessThan(5);
    jar.update(res);

    const [old] = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(oldRt)));
    const [fresh] = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(newRt.value)));
    expect(old.usedAt).not.toBeNull();
    expect(fresh.usedAt).toBeNull();
    expect(fresh.sessionId).toBe(old.sessionId);
    expect((await me(jar)).statusCode).toBe(200);
  });

  it('reusing a rotated RT revokes the whole family: the new RT and the AT stop working', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, teacher.loginId, password, { rememberMe: true, remoteAddress: nextIp() });
    const stolen = new CookieJar({ ...jar.values });
    expect((await me(jar)).statusCode).toBe(200);
    const rotated = await refresh(jar);
    expect(rotated.statusCode).toBe(200);
    jar.update(rotated);
    // the replay comes after the grace window (REFRESH_GRACE_SECONDS, 30 s)
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(stolen.values.RT)));

    const reuse = await refresh(stolen);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'INVALID_TOKEN', message: errorCatalog.INVALID_TOKEN.message });

    const legit = await refresh(jar);
    expect(legit.statusCode).toBe(401);
    expect(legit.json().code).toBe('INVALID_TOKEN');
    const meRes = await me(jar);
    expect(meRes.statusCode).toBe(401);
    expect(meRes.json().code).toBe('INVALID_TOKEN');

    const sessions = await t.app.db.select().from(authSessions).where(eq(authSessions.teacherId, teacher.id));
    expect(sessions[0]).toMatchObject({ revokedReason: 'REFRESH_REUSE' });
    const tokens = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessions[0].id));
    expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, teacher.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['REFRESH_REUSE_DETECTED', 'SESSION_REVOKED']));
  });

  for (const callers of [2, 10]) {
    it(`${callers} tabs refreshing at once all stay signed in: the just-rotated RT yields the same successor`, async () => {
      const { teacher, password } = await createTeacher(t.app.db);
      const { jar } = await signIn(t.app, teacher.loginId, password, { rememberMe: true, remoteAddress: nextIp() });
      const tabs = Array.from({ length: callers }, () => new CookieJar({ ...jar.values }));
      const answers = await Promise.all(tabs.map((tab) => refresh(tab)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(callers).fill(200));
      const successors = new Set(answers.map((a) => cookieOf(a, 'RT')!.value));
      expect(successors.size).toBe(1);
      tabs.forEach((tab, i) => tab.update(answers[i]));
      for (const tab of tabs) expect((await me(tab)).statusCode).toBe(200);
      // the session lives on: the shared successor rotates again, and nothing was revoked
      expect((await refresh(tabs[0])).statusCode).toBe(200);
      const [session] = await t.app.db.select().from(authSessions).where(eq(authSessions.teacherId, teacher.id));
      expect(session.revokedAt).toBeNull();
      const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, teacher.id))).map((a) => a.action);
      expect(actions).not.toContain('REFRESH_REUSE_DETECTED');
    });
  }

  it('remember-me ends 90 days after the sign-in however often it is refreshed; the RT cookie never outlives it', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, teacher.loginId, password, { rememberMe: true, remoteAddress: nextIp() });
    const sid = decodeJwt(jar.values.AT).sid as string;
    const day = 24 * 3600_000;
    // signed in 80 days ago: the rotated token and its cookie end with day 90, not 30 days from now
    await t.app.db.update(authSessions).set({ createdAt: new Date(Date.now() - 80 * day) }).where(eq(authSessions.id, sid));
    const late = await refresh(jar);
    expect(late.statusCode).toBe(200);
    const rt = cookieOf(late, 'RT')!;
    expect(rt.maxAge! / 86_400).toBeCloseTo(10, 1);
    const [stored] = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(rt.value)));
    expect((stored.expiresAt.getTime() - Date.now()) / day).toBeCloseTo(10, 1);
    jar.update(late);

    // day 91: the refresh is refused and the session ends
    await t.app.db.update(authSessions).set({ createdAt: new Date(Date.now() - 91 * day) }).where(eq(authSessions.id, sid));
    const ended = await refresh(jar);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('INVALID_TOKEN');
    const [session] = await t.app.db.select().from(authSessions).where(eq(authSessions.id, sid));
    expect(session.revokedReason).toBe('REMEMBER_ME_ENDED');
  });

  it('refresh without RT → 401 NO_REFRESH; an unknown or expired RT → 401 INVALID_TOKEN', async () => {
    const jar = await anonymousJar(t.app);
    const none = await refresh(jar);
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('NO_REFRESH');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v2/refresh',
      cookies: { ...jar.values, RT: 'A'.repeat(43) },
      headers: { 'x-xsrf-token': jar.xsrf! },
    });
    expect(unknown.json().code).toBe('INVALID_TOKEN');

    const { teacher, password } = await createTeacher(t.app.db);
    const signed = await signIn(t.app, teacher.loginId, password, { rememberMe: true, remoteAddress: nextIp() });
    await t.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(signed.jar.values.RT)));
    const expired = await refresh(signed.jar);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('INVALID_TOKEN');
  });

  it('refresh works with only the RT and the session-bound XSRF cookie (AT cookie gone)', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, teacher.loginId, password, { rememberMe: true, remoteAddress: nextIp() });
    const withoutAt = new CookieJar({ RT: jar.values.RT, 'XSRF-TOKEN': jar.xsrf! });
    const res = await refresh(withoutAt);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, 'AT')?.value).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('logout revokes the session: the AT and the RT no longer work, cookies are cleared, a new anonymous XSRF is set', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, teacher.loginId, password, { rememberMe: true, remoteAddress: nextIp() });
    const copy = new CookieJar({ ...jar.values });
    expect((await me(jar)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/logout', ...jar.request() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '', data: null });
    expect(cookieOf(res, 'AT')).toMatchObject({ value: '', maxAge: 0 });
    expect(cookieOf(res, 'RT')).toMatchObject({ value: '', maxAge: 0, path: '/api/v2/refresh' });
    const xsrf = cookieOf(res, 'XSRF-TOKEN')!;
    expect(xsrf.value).not.toBe(jar.xsrf);
    jar.update(res);
    expect(jar.values.AT).toBeUndefined();

    // the old cookies (kept by an attacker) are dead
    const meRes = await me(copy);
    expect(meRes.statusCode).toBe(401);
    expect(meRes.json().code).toBe('INVALID_TOKEN');
    const refreshed = await refresh(copy);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().code).toBe('INVALID_TOKEN');
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'LOGOUT'), eq(auditLog.actorId, teacher.id)));
    expect(audits).toHaveLength(1);

    // the fresh anonymous token lets the user sign in again
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      payload: { teacherId: teacher.loginId, passwd: password },
      remoteAddress: nextIp(),
      ...jar.request(),
    });
    expect(again.statusCode).toBe(200);
  });

  it('logout without a session still answers ok (anonymous token)', async () => {
    const jar = await anonymousJar(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/logout', ...jar.request() });
    expect(res.statusCode).toBe(200);
  });
});

describe('cookies in production (COOKIE_SECURE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
  });
  afterAll(async () => t.close());

  it('AT, RT and XSRF-TOKEN are Secure', async () => {
    const { teacher, password } = await createTeacher(t.app.db);
    const { res } = await signIn(t.app, teacher.loginId, password, { rememberMe: true });
    for (const name of ['AT', 'RT', 'XSRF-TOKEN']) expect(cookieOf(res, name)?.secure).toBe(true);
  });
});
