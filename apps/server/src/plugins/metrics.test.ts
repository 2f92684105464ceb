import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics switched off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404, token or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers 401 without the bearer token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('counts requests by route pattern and status, and reports process and pool metrics', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/v2/story/medicine/7/12345' }); // signed out: 401 on the pattern
    await t.app.inject({ method: 'GET', url: '/api/v2/no-such-call/9' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"} 2');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/v2/story/medicine/:classId/:id",status_code="401"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).not.toContain('12345');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005"');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/db_pool_waiting_requests 0/);
    } else expect(text).not.toContain('db_pool_connections');
  });
});

describe('METRICS_TOKEN', () => {
  it('refuses a token shorter than 16 characters', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});
