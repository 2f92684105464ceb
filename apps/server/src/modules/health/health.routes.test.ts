import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startS3Server, type S3TestServer } from '../../test/s3-server';

const allOk = { database: 'ok', migrations: 'ok', storage: 'ok' };

describe('GET /healthz and GET /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness with 200 when everything is in place, leaving no probe file behind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', database: t.database.kind });
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: allOk });
    const files = path.join(t.config.dataDir, 'files');
    const left = fs.existsSync(files) ? fs.readdirSync(files, { recursive: true }).filter((name) => String(name).endsWith('.probe')) : [];
    expect(left).toEqual([]);
  });

  it('answers 503 while a migration the server ships is not applied', async () => {
    const result = await t.app.db.execute<{ hash: string }>(sql`select hash from schema_migrations order by created_at desc limit 1`);
    const [latest] = (result as unknown as { rows: { hash: string }[] }).rows;
    await t.app.db.execute(sql`delete from schema_migrations where hash = ${latest.hash}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { ...allOk, migrations: 'pending' } });
    } finally {
      await t.app.db.execute(sql`insert into schema_migrations (hash, created_at) values (${latest.hash}, 0)`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 when the storage folder cannot be written', async () => {
    const files = path.join(t.config.dataDir, 'files');
    fs.rmSync(files, { recursive: true, force: true });
    fs.writeFileSync(files, 'not a folder'); // root ignores permissions, but not a file in the folder's place
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { ...allOk, storage: 'failed' } });
    } finally {
      fs.rmSync(files);
    }
  });
});

describe('GET /readyz without a database', () => {
  it('answers 503 on both probes once the database is gone', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', migrations: 'failed', storage: 'ok' } });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('GET /readyz on S3 storage', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  }, 30_000);
  afterAll(() => s3.close());

  it('is ready with a bucket it can write and leaves no object behind', async () => {
    const t = await createTestApp({ env: s3.env });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.json()).toEqual({ status: 'ready', checks: allOk });
      const writes = s3.requests().filter((line) => line.includes('.probe'));
      expect(writes.some((line) => line.startsWith('DELETE '))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the bucket does not exist', async () => {
    const t = await createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { ...allOk, storage: 'failed' } });
    } finally {
      await t.close();
    }
  });
});
