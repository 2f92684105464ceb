import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, ALL_ROLES, FAMILY_API_BASE, familyEndpoints, passwordHelpEndpoints, type Role } from '@kg/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { anonymousJar, CookieJar, createClass, createTeacher, signIn } from '../test/factories';
import { CENTRE_B } from '../test/centres';
import { MissingAccessDeclarationError } from './access';
import { ok } from '../lib/reply';
import { openTestDatabase } from '../test/test-database';
import { loadConfig } from '../config';
import { buildApp } from '../app';

describe('platform skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers /healthz with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers unknown API paths with the NOT_FOUND envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' });
  });
});

describe('access declarations and role gating', () => {
  let t: TestApp;
  const users: Record<'admin' | 'manager' | 'teacherA' | 'teacherB' | 'teacherNone', CookieJar> = {} as never;
  let classA: number;
  let classB: number;

  const probes = async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/v2/probe/admin', { config: { access: ADMIN_ROLES } }, async () => ok('admin'));
    r.get(
      '/api/v2/probe/class/:classId',
      { schema: { params: z.object({ classId: z.coerce.number().int().positive() }) }, config: { access: 'authenticated', scope: { kind: 'class', from: 'params' } } },
      async (request) => ok(request.params.classId),
    );
    r.get(
      '/api/v2/probe/class-query',
      {
        schema: { querystring: z.object({ classId: z.coerce.number().int().positive().optional() }) },
        config: { access: ALL_ROLES, scope: { kind: 'class', from: 'query' } },
      },
      async (request) => ok(request.query.classId ?? 'all'),
    );
    r.post(
      '/api/v2/probe/class-body',
      {
        schema: { body: z.object({ classId: z.number({ error: '반을 선택해 주세요.' }).int(), memo: z.string().max(10) }) },
        config: { access: 'authenticated', scope: { kind: 'class', from: 'body' } },
      },
      async (request) => ok(request.body.classId),
    );
    r.get('/api/v2/probe/boom', { config: { access: 'public' } }, async () => {
      throw new Error('SELECT secret FROM teachers');
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ extraPlugins: [probes] });
    classA = (await createClass(t.app.db)).id;
    classB = (await createClass(t.app.db)).id;
    const make = async (role: Role, classId: number | null) => {
      const { teacher, password } = await createTeacher(t.app.db, { role, classId });
      return (await signIn(t.app, teacher.loginId, password)).jar;
    };
    users.admin = await make('ROLE_ADMIN', null);
    users.manager = await make('ROLE_MANAGER', null);
    users.teacherA = await make('ROLE_TEACHER', classA);
    users.teacherB = await make('ROLE_TEACHER', classB);
    users.teacherNone = await make('ROLE_TEACHER', null);
  });
  afterAll(async () => t.close());

  const get = (url: string, jar?: CookieJar) => t.app.inject({ method: 'GET', url, ...(jar ? jar.request() : {}) });

  it('ADMIN_ROLES route: teacher 403 FORBIDDEN in Korean, manager and admin 200, no cookie 401', async () => {
    const denied = await get('/api/v2/probe/admin', users.teacherA);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.' });
    expect((await get('/api/v2/probe/admin', users.manager)).statusCode).toBe(200);
    expect((await get('/api/v2/probe/admin', users.admin)).statusCode).toBe(200);
    expect((await get('/api/v2/probe/admin')).json().code).toBe('NO_AT');
  });

  // docs/decisions/017: outside the caller's scope a class does not exist — the body of a class that never existed
  const missingClass = { success: false, code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' };

  it('class scope in params: a teacher reaches only their class, admins and managers every class of their centre', async () => {
    expect((await get(`/api/v2/probe/class/${classA}`, users.teacherA)).statusCode).toBe(200);
    const other = await get(`/api/v2/probe/class/${classB}`, users.teacherA);
    const never = await get('/api/v2/probe/class/999999', users.admin);
    expect([other.statusCode, never.statusCode]).toEqual([404, 404]);
    expect(other.json()).toMatchObject(missingClass);
    expect(never.json()).toMatchObject(missingClass);
    expect((await get(`/api/v2/probe/class/${classA}`, users.teacherNone)).json()).toMatchObject(missingClass);
    for (const jar of [users.admin, users.manager]) {
      expect((await get(`/api/v2/probe/class/${classA}`, jar)).statusCode).toBe(200);
      expect((await get(`/api/v2/probe/class/${classB}`, jar)).statusCode).toBe(200);
    }
  });

  it("another centre's class answers as one that does not exist, to its director too", async () => {
    const elsewhere = (await createClass(t.app.db, { centreId: CENTRE_B })).id;
    const { teacher, password } = await createTeacher(t.app.db, { role: 'ROLE_ADMIN', centreId: CENTRE_B });
    const directorB = (await signIn(t.app, teacher.loginId, password)).jar;
    expect((await get(`/api/v2/probe/class/${elsewhere}`, directorB)).statusCode).toBe(200);
    for (const jar of [users.admin, users.manager, users.teacherA]) {
      const res = await get(`/api/v2/probe/class/${elsewhere}`, jar);
      expect([res.statusCode, res.json()]).toMatchObject([404, missingClass]);
    }
    expect((await get(`/api/v2/probe/class/${classA}`, directorB)).json()).toMatchObject(missingClass);
  });

  it('401 comes before validation; validation (400) before the class check', async () => {
    const anonymous = await get('/api/v2/probe/class/abc');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NO_AT');
    const invalid = await get('/api/v2/probe/class/abc', users.teacherA);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION');
  });

  it('class scope in the query: an optional classId left out means "all classes" — admins only', async () => {
    expect((await get('/api/v2/probe/class-query', users.admin)).json().data).toBe('all');
    expect((await get('/api/v2/probe/class-query', users.teacherA)).statusCode).toBe(403);
    expect((await get(`/api/v2/probe/class-query?classId=${classA}`, users.teacherA)).statusCode).toBe(200);
    expect((await get(`/api/v2/probe/class-query?classId=${classB}`, users.teacherA)).statusCode).toBe(404);
  });

  it('class scope in the body (after validation; CSRF before all of it)', async () => {
    const post = (jar: CookieJar | undefined, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v2/probe/class-body', payload: payload as object, ...(jar ? jar.request() : {}) });
    expect((await post(users.teacherA, { classId: classA, memo: 'ok' })).statusCode).toBe(200);
    expect((await post(users.teacherA, { classId: classB, memo: 'ok' })).statusCode).toBe(404);
    const missing = await post(users.teacherA, { memo: 'ok' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({ classId: '반을 선택해 주세요.' });
    const anon = await anonymousJar(t.app);
    expect((await post(anon, { memo: 'x'.repeat(50) })).json().code).toBe('NO_AT');
    expect((await post(undefined, { classId: classA, memo: 'ok' })).json().code).toBe('CSRF');
  });

  it('500 hides internals: Korean message, request id, no SQL', async () => {
    const res = await get('/api/v2/probe/boom');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'INTERNAL', message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
    expect(res.body).not.toMatch(/SELECT|secret|stack/i);
  });

  it('the route table lists every route with its access; every /api route declares one', async () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/v2/login', 'POST /api/v2/refresh', 'POST /api/v2/logout', 'GET /api/v2/me']),
    );
    for (const route of api) {
      const valid =
        route.access === 'public' ||
        route.access === 'authenticated' ||
        (route.access === 'family' && route.url.startsWith(`${FAMILY_API_BASE}/`)) ||
        (Array.isArray(route.access) && route.access.length > 0 && route.access.every((role) => (ALL_ROLES as readonly string[]).includes(role)));
      expect({ route: `${route.method} ${route.url}`, valid }).toEqual({ route: `${route.method} ${route.url}`, valid: true });
    }
  });

  it('public /api routes are only the ones meant to be public', () => {
    const allowed = new Set([
      '/api/v2/login',
      '/api/v2/refresh',
      '/api/v2/logout',
      '/api/v2/session',
      '/api/v2/probe/boom',
      // the sign-in pages of a one-centre deployment show its name (centre.public)
      '/api/v2/centre/public',
      ...[familyEndpoints.login, familyEndpoints.refresh, familyEndpoints.logout, familyEndpoints.session].map((e) => e.path),
      // 비밀번호를 잊으셨나요? from either login page (docs/product/auth.md#forgotten-passwords)
      ...[passwordHelpEndpoints.requestStaff, passwordHelpEndpoints.requestFamily].map((e) => e.path),
    ]);
    const publicRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.access === 'public');
    expect(publicRoutes.map((r) => r.url).filter((url) => !allowed.has(url))).toEqual([]);
  });

  it('an /api route without config.access stops the app from starting', async () => {
    const { database, close } = await openTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(32), CSRF_SECRET: 'c'.repeat(32), LOG_LEVEL: 'silent' });
      const build = buildApp(config, database, {
        logger: false,
        extraPlugins: [
          async (app) => {
            app.get('/api/v2/forgotten', async () => 'oops');
          },
        ],
      }).then((app) => app.ready());
      await expect(build).rejects.toBeInstanceOf(MissingAccessDeclarationError);
    } finally {
      await close();
    }
  });
});
