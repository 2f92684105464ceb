import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const script = `console.log(${JSON.stringify('어린이집 '.repeat(400))});\n`;
const index = '<!doctype html>\n<html lang="ko">\n  <head>\n    <title>어린이집 관리</title>\n  </head>\n  <body></body>\n</html>\n';
/** As the web build writes it (apps/web/vite-route-chunks.ts): most specific first. */
const routeChunks = [
  { pattern: '/admin/notice/new', files: ['assets/notice-create-page-4d5e.js'] },
  {
    pattern: '/admin/story/dashboard/:classId',
    files: ['assets/admin-layout-9f8e.js', 'assets/dashboard-page-7a6b.js', 'assets/dashboard-page-5c4d.css'],
  },
  { pattern: '/admin/notice/:notice_id', files: ['assets/notice-detail-page-3b2a.js'] },
  { pattern: '/admin/login', files: [] },
];
const preloads = (body: string) => [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map(([link]) => link);

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), index);
    fs.writeFileSync(path.join(dist, 'route-chunks.json'), JSON.stringify(routeChunks));
    const asset = path.join(dist, 'assets', 'app-1a2b3c.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy of an asset to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 5);

    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself when no encoding is accepted', async () => {
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a page path with index.html, never cached', async () => {
    const page = await get('/admin/notice/3', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>어린이집 관리</title>');
  });

  it("names the chunks of the class dashboard's route in its page, before </head>, under the page's CSP", async () => {
    const page = await get('/admin/story/dashboard/7');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(preloads(page.body)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/admin-layout-9f8e.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dashboard-page-7a6b.js">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/dashboard-page-5c4d.css">',
    ]);
    expect(page.body.indexOf('dashboard-page-5c4d.css')).toBeLessThan(page.body.indexOf('</head>'));
    expect(page.body.replace(/\s*<link [^>]*>/g, '')).toBe(index.replace(/\s*<\/head>/, '\n  </head>'));
    // same-origin scripts and styles: script-src and style-src 'self' allow them
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'[;]/);
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self'/);
  });

  it('matches a pattern as the client router does: any value of a :param, any case, a trailing slash, a query', async () => {
    for (const url of ['/admin/story/dashboard/12', '/Admin/Story/Dashboard/12/', '/admin/story/dashboard/abc?from=menu']) {
      expect(preloads((await get(url)).body), url).toHaveLength(3);
    }
  });

  it('takes the first pattern that matches (the build lists the most specific first)', async () => {
    const hrefs = async (url: string) => preloads((await get(url)).body).map((link) => link.match(/href="([^"]+)"/)?.[1]);
    expect(await hrefs('/admin/notice/new')).toEqual(['/assets/notice-create-page-4d5e.js']);
    expect(await hrefs('/admin/notice/3')).toEqual(['/assets/notice-detail-page-3b2a.js']);
  });

  it('answers a path no pattern matches, and a route without chunks, with index.html unchanged', async () => {
    for (const url of ['/admin/story/dashboard', '/admin/story/dashboard/7/edit', '/nowhere', '/admin/login', '/']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(index);
    }
  });
});
