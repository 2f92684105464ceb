import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '@kg/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { anonymousJar, CookieJar, createTeacher, signIn } from '../../test/factories';
import { createCsrfToken, verifyCsrfToken } from './csrf';

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string };
const cookieOf = (res: { cookies: unknown[] }, name: string) => (res.cookies as Cookie[]).find((c) => c.name === name);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('CSRF (double submit, bound to the session)', () => {
  let t: TestApp;
  let alice: { jar: CookieJar; loginId: string; password: string };
  let bob: { jar: CookieJar };

  beforeAll(async () => {
    t = await createTestApp({
      extraPlugins: [
        async (app) => {
          app.post('/api/v2/probe/csrf', { config: { access: 'authenticated' } }, async () => ({ ok: true }));
        },
      ],
    });
    const a = await createTeacher(t.app.db);
    const b = await createTeacher(t.app.db);
    alice = { ...(await signIn(t.app, a.teacher.loginId, a.password)), loginId: a.teacher.loginId, password: a.password };
    bob = await signIn(t.app, b.teacher.loginId, b.password);
  });
  afterAll(async () => t.close());

  it('tokens verify only for the binding they were made for', () => {
    const secret = t.config.csrfSecret!;
    const token = createCsrfToken(secret, 'sid-1');
    expect(verifyCsrfToken(secret, token, 'sid-1')).toBe(true);
    expect(verifyCsrfToken(secret, token, 'sid-2')).toBe(false);
    expect(verifyCsrfToken(secret, token, 'anon')).toBe(false);
    expect(verifyCsrfToken('another-secret-another-secret-xx', token, 'sid-1')).toBe(false);
    expect(verifyCsrfToken(secret, `${token}x`, 'sid-1')).toBe(false);
    expect(verifyCsrfToken(secret, undefined, 'sid-1')).toBe(false);
  });

  it('browser flow: GET /me sets a readable XSRF cookie, login with the header works and rotates the token', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v2/me' });
    expect(first.statusCode).toBe(401);
    const xsrf = cookieOf(first, 'XSRF-TOKEN')!;
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf.httpOnly).toBeFalsy();
    const jar = new CookieJar().update(first);

    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      cookies: jar.values,
      payload: { teacherId: alice.loginId, passwd: alice.password },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toMatchObject({ code: 'CSRF', message: errorCatalog.CSRF.message });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      payload: { teacherId: alice.loginId, passwd: alice.password },
      ...jar.request(),
    });
    expect(login.statusCode).toBe(200);
    const rotated = cookieOf(login, 'XSRF-TOKEN')!;
    expect(rotated.value).not.toBe(xsrf.value);
    const anonymous = new CookieJar({ ...jar.values });
    jar.update(login);

    // the session's token works; the anonymous one is refused after login
    const ok = await t.app.inject({ method: 'POST', url: '/api/v2/probe/csrf', ...jar.request() });
    expect(ok.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v2/probe/csrf',
      cookies: { AT: jar.values.AT, 'XSRF-TOKEN': anonymous.xsrf! },
      headers: { 'x-xsrf-token': anonymous.xsrf! },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('CSRF');
    // ... and the refusal hands out a token for the session, so a reload recovers
    expect(verifyCsrfToken(t.config.csrfSecret!, cookieOf(stale, 'XSRF-TOKEN')!.value, sidOf(jar))).toBe(true);
  });

  it('does not reset a cookie that verifies; does reset one bound to another session', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/v2/me', ...alice.jar.request() });
    expect(kept.statusCode).toBe(200);
    expect(cookieOf(kept, 'XSRF-TOKEN')).toBeUndefined();
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      cookies: { AT: alice.jar.values.AT, 'XSRF-TOKEN': bob.jar.xsrf! },
    });
    expect(cookieOf(foreign, 'XSRF-TOKEN')?.value).toBeTruthy();
  });

  it('every unsafe route in the route table refuses a missing header, a wrong header and another session’s token', async () => {
    const unsafe = t.app.routeTable.filter((r) => UNSAFE.has(r.method) && r.url.startsWith('/api/'));
    // login, refresh, logout, the probe, and whatever the other modules register
    expect(unsafe.length).toBeGreaterThanOrEqual(4);
    for (const route of unsafe) {
      const url = route.url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
      const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const attempts = {
        'no header': { cookies: alice.jar.values, headers: {} },
        'wrong header': { cookies: alice.jar.values, headers: { 'x-xsrf-token': `${alice.jar.xsrf}x` } },
        'header without cookie': {
          cookies: { AT: alice.jar.values.AT },
          headers: { 'x-xsrf-token': alice.jar.xsrf! },
        },
        'another session’s token': {
          cookies: { AT: alice.jar.values.AT, 'XSRF-TOKEN': bob.jar.xsrf! },
          headers: { 'x-xsrf-token': bob.jar.xsrf! },
        },
      };
      for (const [name, request] of Object.entries(attempts)) {
        const res = await t.app.inject({ method, url, payload: {}, ...request });
        expect({ route: `${method} ${url}`, name, status: res.statusCode, code: res.json().code }).toEqual({
          route: `${method} ${url}`,
          name,
          status: 403,
          code: 'CSRF',
        });
      }
    }
  });

  it('a doubled slash does not dodge the check', async () => {
    const res = await t.app.inject({ method: 'POST', url: '//api/v2/probe/csrf', cookies: alice.jar.values });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
  });

  it('safe methods need no header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/me', cookies: { AT: alice.jar.values.AT } });
    expect(res.statusCode).toBe(200);
  });

  it('refresh without an AT: the token must be bound to the refresh token’s session, not anonymous', async () => {
    const c = await createTeacher(t.app.db);
    const { jar } = await signIn(t.app, c.teacher.loginId, c.password, { rememberMe: true });
    const anon = await anonymousJar(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/refresh',
      cookies: { RT: jar.values.RT, 'XSRF-TOKEN': anon.xsrf! },
      headers: { 'x-xsrf-token': anon.xsrf! },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
  });
});

function sidOf(jar: CookieJar): string {
  return JSON.parse(Buffer.from(jar.values.AT.split('.')[1], 'base64url').toString()).sid;
}
