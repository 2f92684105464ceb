import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildApp, type App } from '../../app';
import { createTeacher } from '../../test/factories';
import { createParent } from '../../test/parent-factories';
import { loginAs } from '../../test/session';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * force-change_pw takes the password in the JSON body, and SPEC's older form in the query string: the real app (its
 * logger on, as in production) must never write it to the log either way. The test reads what the app's own pino
 * stream receives.
 */
describe('force-change_pw keeps the password out of the logs', () => {
  let app: App;
  let database: TestDatabase;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-log-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      CSRF_SECRET: crypto.randomBytes(32).toString('hex'),
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    database = await openTestDatabase();
    app = await buildApp({ ...config, databaseUrl: database.databaseUrl }, database.database, { logger: true });
    await app.ready();
    const stream = (app.log as unknown as Record<symbol, { write: (line: string) => void }>)[pino.symbols.streamSym];
    stream.write = (line: string) => void lines.push(line);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs the call without the password, from the body or the query, whether it is accepted or refused', async () => {
    const { teacher, password } = await createTeacher(app.db, { role: 'ROLE_ADMIN' });
    const admin = await loginAs(app, teacher.loginId, password);
    const pno = (await createParent(app.db)).id;
    const url = `/api/v2/parents/force-change_pw/${pno}`;
    const force = (query: string, body?: { newPassword: string }) =>
      app.inject({ method: 'PUT', url: `${url}${query}`, payload: body, headers: admin.headers });
    lines.length = 0;

    expect((await force('', { newPassword: 'Body-Garden-2026' })).statusCode).toBe(200);
    expect((await force('', { newPassword: 'body77' })).statusCode).toBe(400);
    expect((await force('?newPassword=Secret-Garden-2026')).statusCode).toBe(200);
    expect((await force('?newPassword=short77')).statusCode).toBe(400);
    expect((await force('?newPassword=Query-Garden-2026', { newPassword: 'Both-Garden-2026' })).statusCode).toBe(200);

    const log = lines.join('');
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    const redacted = `${url}?newPassword=%5BREDACTED%5D`;
    expect(urls).toEqual([url, url, redacted, redacted, redacted]);
    for (const secret of ['Body-Garden-2026', 'body77', 'Secret-Garden-2026', 'short77', 'Query-Garden-2026', 'Both-Garden-2026']) {
      expect(log).not.toContain(secret);
    }
  });
});
