import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { logRedactPaths, redactUrl } from '../lib/redact';

describe('server basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v2/login', '/api/v2/me', '/api/file/upload/cont']));
    // the body is the contract's loginBodySchema, a named component (docs/api/README.md#components)
    expect(doc.paths['/api/v2/login'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LoginBody' });
    expect(doc.components.schemas.LoginBody.required).toEqual(expect.arrayContaining(['teacherId', 'passwd']));
  });

  it('sends the REST security headers and a request id on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/me' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('sends the strict page CSP on everything outside the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/login' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers invalid JSON with a Korean BAD_REQUEST envelope', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/me' });
    const xsrf = me.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
      payload: '{"teacherId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: '잘못된 요청입니다.' });
  });
});

describe('log redaction', () => {
  it('removes secret query values and phone numbers from logged URLs', () => {
    expect(redactUrl('/api/v2/parents/force-change_pw/3?newPassword=hunter22&x=1')).toBe(
      '/api/v2/parents/force-change_pw/3?newPassword=%5BREDACTED%5D&x=1',
    );
    expect(redactUrl('/api/v2/parents/search?searchType=phone&keyword=010-1234-5678')).not.toContain('1234-5678');
    expect(redactUrl('/api/v2/teacher/id-check?teacherId=kim')).toBe('/api/v2/teacher/id-check?teacherId=kim');
  });

  it('censors cookies, passwords, tokens and phone fields in structured logs', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ redact: { paths: logRedactPaths, censor: '[REDACTED]' } }, sink);
    logger.info({
      req: { headers: { cookie: 'AT=secret-token', 'x-xsrf-token': 'csrf' } },
      body: { passwd: 'admin1234!', phone: '010-1111-2222', name: '김원장' },
    });
    const line = lines.join('');
    expect(line).not.toContain('secret-token');
    expect(line).not.toContain('admin1234!');
    expect(line).not.toContain('010-1111-2222');
    expect(line).toContain('김원장');
  });
});
