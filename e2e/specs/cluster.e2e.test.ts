import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER, authEndpoints, endpointUrl, fileEndpoints } from '@kg/contract';
import { startAppProcess, type AppProcess } from '../../scripts/app-process';
import { adminQuery, databaseUrl } from '../../apps/server/src/test/database-image';
import { startS3Server, type S3TestServer } from '../../apps/server/src/test/s3-server';

/** Sign-in requests per client address per minute on both instances; small, so the limit test stays short. */
const LOGIN_LIMIT = 8;

/** A browser's cookies and CSRF header, sent to whichever instance it calls (as a load balancer would). */
class Client {
  cookies = new Map<string, string>();

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(base: string, method: string, url: string, body?: object | FormData, cookieHeader = this.cookieHeader()) {
    const xsrf = this.cookies.get(XSRF_COOKIE);
    const res = await fetch(base + url, {
      method,
      headers: {
        cookie: cookieHeader,
        ...(xsrf ? { [XSRF_HEADER]: decodeURIComponent(xsrf) } : {}),
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const cleared = attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
    return res;
  }
}

/**
 * Two server processes from the production bundle on one PostgreSQL database, one S3 bucket (s3rver) and one Redis,
 * each with a DATA_DIR of its own, as behind a load balancer (docs/operations.md#several-instances). Skipped without
 * TEST_DATABASE_URL; Redis is TEST_REDIS_URL or the local default.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances (needs TEST_DATABASE_URL and Redis)', () => {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `kg_cluster_${crypto.randomBytes(6).toString('hex')}`;
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'kg-cluster-')));
  let s3: S3TestServer;
  /** whichever instances came up, stopped at the end even when the other did not */
  const started: AppProcess[] = [];
  let a: AppProcess;
  let b: AppProcess;
  /** sign-in requests made so far (the per-IP login limit counts every one) */
  let logins = 0;

  beforeAll(async () => {
    await adminQuery(base, `create database ${name}`);
    s3 = await startS3Server();
    const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    // the counters of this run only; they expire with their one-minute window
    redisUrl.searchParams.set('keyPrefix', `${name}:`);
    const shared = {
      DATABASE_URL: databaseUrl(base, name),
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      CSRF_SECRET: crypto.randomBytes(32).toString('hex'),
      REDIS_URL: redisUrl.toString(),
      ...s3.env,
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    };
    // started together: one migrates under the advisory lock while the other waits; only the first seeds the demo
    const results = await Promise.allSettled([
      startAppProcess({ ...shared, DATA_DIR: dataDirs[0], SEED_DEMO: 'true' }, { quiet: true }),
      startAppProcess({ ...shared, DATA_DIR: dataDirs[1], SEED_DEMO: 'false' }, { quiet: true }),
    ]);
    started.push(...results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
    for (const result of results) if (result.status === 'rejected') throw result.reason;
    [a, b] = started;
  }, 120_000); // two starts and the demo seed: about 15 s on an idle machine, far longer on a busy one
  afterAll(async () => {
    await Promise.all(started.map((app) => app.stop()));
    await s3?.close();
    await adminQuery(base, `drop database if exists ${name} with (force)`);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function signIn(on: AppProcess) {
    const client = new Client();
    await client.call(on.baseUrl, 'GET', authEndpoints.session.path); // the anonymous CSRF cookie
    logins++;
    const res = await client.call(on.baseUrl, 'POST', authEndpoints.login.path, { teacherId: 'admin', passwd: 'admin1234!' });
    expect(res.status).toBe(200);
    return client;
  }

  it('a session made on one instance works on the other, and a sign-out on one ends it on the other at once', async () => {
    const client = await signIn(a);
    const me = await client.call(b.baseUrl, 'GET', authEndpoints.me.path);
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({ teacherId: 'admin', roles: ['ROLE_ADMIN'] });

    const signedIn = client.cookieHeader(); // what a copied cookie would still carry
    expect((await client.call(a.baseUrl, 'POST', authEndpoints.logout.path)).status).toBe(200);
    const after = await client.call(b.baseUrl, 'GET', authEndpoints.me.path, undefined, signedIn);
    expect(after.status).toBe(401);
  });

  it('a file uploaded through one instance downloads byte for byte from the other', async () => {
    const client = await signIn(a);
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n%'), crypto.randomBytes(4096), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('files', new Blob([bytes], { type: 'application/pdf' }), '가정통신문.pdf');
    const upload = await client.call(b.baseUrl, 'POST', `${fileEndpoints.uploadContent.path}?refType=NOTICE`, form);
    expect(upload.status).toBe(200);
    const [stored] = (await upload.json()).data.files;

    const download = await client.call(a.baseUrl, 'GET', endpointUrl(fileEndpoints.read, { fileId: stored.fileId }));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(s3.requests().some((request) => request.startsWith(`PUT /${s3.bucket}/`))).toBe(true); // through the bucket
  });

  it('counts the per-address sign-in limit across both instances', async () => {
    const client = new Client();
    await client.call(b.baseUrl, 'GET', authEndpoints.session.path); // without the CSRF cookie a login is refused uncounted
    const codes: number[] = [];
    for (let i = logins; i < LOGIN_LIMIT; i++) {
      const res = await client.call(i % 2 ? a.baseUrl : b.baseUrl, 'POST', authEndpoints.login.path, {});
      codes.push(res.status);
    }
    // each instance alone has seen fewer than the limit, so only a shared count refuses the next
    expect(codes).toEqual(Array(LOGIN_LIMIT - logins).fill(400)); // no credentials: refused, and counted
    expect((await client.call(a.baseUrl, 'POST', authEndpoints.login.path, {})).status).toBe(429);
    expect((await client.call(b.baseUrl, 'POST', authEndpoints.login.path, {})).status).toBe(429);
  });
});
