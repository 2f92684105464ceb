import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The lines an app logs while `run` sends its requests. */
async function logOf(env: Record<string, string>, run: (t: TestApp) => Promise<unknown>): Promise<string[]> {
  const sink = new PassThrough();
  let text = '';
  sink.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const t = await createTestApp({ env: { LOG_LEVEL: 'info', ...env }, logDestination: sink });
  apps.push(t);
  await run(t);
  return text.split('\n').filter(Boolean);
}

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

describe('request logs', () => {
  it('writes one readable line per request outside production: method, path without query, status, ms, request id', async () => {
    let requestId = '';
    const lines = await logOf({ NODE_ENV: 'development' }, async (t) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/child/search?searchType=childName&keyword=김하늘&phone=010-1234-5678' });
      requestId = res.json().requestId;
    });
    const requestLines = lines.filter((line) => line.includes(requestId));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(new RegExp(`^\\[\\d{2}:\\d{2}:\\d{2}\\] INFO: GET /api/v2/child/search 401 \\d+\\.\\d ms ${requestId}$`));
    expect(lines.join('\n')).not.toMatch(/김하늘|010-1234-5678|keyword|\{"level"/);
  });

  it('keeps JSON lines in production', async () => {
    const lines = await logOf({ NODE_ENV: 'production' }, (t) => t.app.inject({ method: 'GET', url: '/healthz?x=1' }));
    const records = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    expect(records.map((r) => r.msg)).toEqual(['incoming request', 'request completed']);
    expect(records[1].res?.statusCode).toBe(200);
  });
});
