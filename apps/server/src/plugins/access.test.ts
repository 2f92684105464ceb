import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

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
