import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalog, errorPageText } from '@kg/contract';
import { AppError } from '../lib/errors';
import { createTestApp, type TestApp } from '../test/test-app';

/** What Chromium sends when it follows a link itself, opens a new tab or loads the address bar (docs/product/errors.md). */
const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' };

const probes = async (app: FastifyInstance) => {
  app.get('/api/v2/probe/page-boom', { config: { access: 'public' } }, async () => {
    throw new Error('SELECT secret FROM teachers');
  });
  app.get('/api/v2/probe/page-markup', { config: { access: 'public' } }, async () => {
    throw new AppError('CONFLICT', `<script>alert("x")</script> & '따옴표'`);
  });
};

describe('error answers to a browser navigation (docs/product/errors.md#browser-navigations)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extraPlugins: [probes] });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const links = (html: string) => [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => ({ href: m[1], text: m[2] }));

  it('answers the same status with a small Korean page: no-store, no script or style, the API’s CSP unchanged', async () => {
    const res = await get('/api/v2/nope', NAVIGATE);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="ko">/);
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(res.body).toContain(`<title>${errorCatalog.NOT_FOUND.message}</title>`);
    expect(res.body).toContain(`<h1>${errorCatalog.NOT_FOUND.message}</h1>`);
    expect(links(res.body)).toEqual([{ href: '/', text: errorPageText.back }]);
    expect(res.body).not.toMatch(/<script|<style|style=|requestId|"success"/);
    // a 4xx needs no number to quote
    expect(res.body).not.toContain(String(res.headers['x-request-id']));
  });

  it('keeps the JSON envelope for every request that is not a navigation (the app’s fetch calls, API clients)', async () => {
    for (const mode of [undefined, 'cors', 'same-origin', 'no-cors']) {
      const res = await get('/api/v2/nope', mode ? { 'sec-fetch-mode': mode, 'sec-fetch-dest': 'empty' } : {});
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: errorCatalog.NOT_FOUND.message });
    }
  });

  it('a download followed by the browser (Sec-Fetch-Dest: empty) is a navigation too', async () => {
    const res = await get('/api/v2/nope', { ...NAVIGATE, 'sec-fetch-dest': 'empty' });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('401: 다시 로그인 to the staff login, or to the parent app’s for a family path, and 돌아가기 home', async () => {
    const staff = await get('/api/v2/me', NAVIGATE);
    expect(staff.statusCode).toBe(401);
    expect(staff.body).toContain(`<h1>${errorCatalog.NO_AT.message}</h1>`);
    expect(links(staff.body)).toEqual([
      { href: '/admin/login', text: errorPageText.loginAgain },
      { href: '/', text: errorPageText.back },
    ]);
    const family = await get('/api/v2/family/me', NAVIGATE);
    expect(family.statusCode).toBe(401);
    expect(links(family.body)).toEqual([
      { href: '/parent/login', text: errorPageText.loginAgain },
      { href: '/parent', text: errorPageText.back },
    ]);
    expect((await get('/api/v2/family/me')).json()).toMatchObject({ success: false, code: 'NO_AT' });
  });

  it('500: the Korean message and the request id to quote, nothing internal', async () => {
    const res = await get('/api/v2/probe/page-boom', NAVIGATE);
    expect(res.statusCode).toBe(500);
    const requestId = String(res.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toContain(`<h1>${errorCatalog.INTERNAL.message}</h1>`);
    expect(res.body).toContain(`<p>${errorPageText.requestId} <code>${requestId}</code></p>`);
    expect(res.body).not.toMatch(/SELECT|secret|stack|Error/);
  });

  it('escapes the message', async () => {
    const res = await get('/api/v2/probe/page-markup', NAVIGATE);
    expect(res.statusCode).toBe(409);
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;따옴표&#39;';
    expect(res.body).toContain(`<title>${escaped}</title>`);
    expect(res.body).toContain(`<h1>${escaped}</h1>`);
    expect(res.body).not.toContain('<script');
    expect((await get('/api/v2/probe/page-markup')).json().message).toBe(`<script>alert("x")</script> & '따옴표'`);
  });

  it('돌아가기 goes back to a page of ours the browser came from, never to another site or an API answer', async () => {
    const back = async (headers: Record<string, string>) => links((await get('/api/v2/family/me', { ...NAVIGATE, host: 'kg.example', ...headers })).body).at(-1)?.href;
    expect(await back({ referer: 'http://kg.example/parent/c/3/photo?month=2026-11&x="<y>' })).toBe(
      'http://kg.example/parent/c/3/photo?month=2026-11&amp;x=%22%3Cy%3E',
    );
    expect(await back({ referer: 'http://kg.example:80/parent/more' })).toBe('http://kg.example/parent/more');
    expect(await back({ referer: 'http://evil.example/parent', 'sec-fetch-site': 'cross-site' })).toBe('/parent');
    expect(await back({ referer: 'http://evil.example/parent' })).toBe('/parent');
    expect(await back({ referer: 'https://kg.example/parent' })).toBe('/parent');
    expect(await back({ referer: 'http://kg.example/api/v2/family/me' })).toBe('/parent');
    expect(await back({ referer: 'not a url' })).toBe('/parent');
  });
});
