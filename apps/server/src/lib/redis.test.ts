import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../test/test-app';
import { connectRedis } from './redis';

const silentLog = { warn: () => undefined, info: () => undefined } as unknown as Parameters<typeof connectRedis>[1];

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('connectRedis', () => {
  it('rejects with the reason when nothing answers at REDIS_URL, hiding the password', async () => {
    const url = `redis://:hunter2@127.0.0.1:${await closedPort()}`;
    const error = await connectRedis(url, silentLog).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^Could not connect to Redis at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\): connect ECONNREFUSED/);
    expect(error?.message).not.toContain('hunter2');
  });
});

/**
 * A TCP relay to the real Redis that a test can cut (connections dropped, new ones refused): an outage without
 * touching the Redis other test runs use.
 */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

// runs beside the PostgreSQL stage (TEST_DATABASE_URL), which has Redis too: TEST_REDIS_URL or the local default
describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limits in Redis (REDIS_URL)', () => {
  const redisBase = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `kg-test-${crypto.randomBytes(6).toString('hex')}:`;
  const urlWith = (port?: number) => {
    const url = new URL(redisBase);
    if (port) url.port = String(port);
    url.searchParams.set('keyPrefix', prefix);
    return url.toString();
  };
  let admin: Redis;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;

  beforeAll(async () => {
    admin = new Redis(redisBase.toString());
    relay = await startRelay(redisBase);
    const env = { REDIS_URL: urlWith(), RATE_LIMIT_PER_MINUTE: '4' };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
    c = await createTestApp({ env: { ...env, REDIS_URL: urlWith(relay.port) } });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), c?.close()]);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
  });

  /** Signed out, so 401 unless limited. */
  const me = (t: TestApp, ip: string) => t.app.inject({ method: 'GET', url: '/api/v2/me', remoteAddress: ip });

  it('counts one client address across apps: the limit is reached on either, another address is not affected', async () => {
    const ip = '192.0.2.31';
    const first = [await me(a, ip), await me(b, ip), await me(a, ip), await me(b, ip)].map((r) => r.statusCode);
    expect(first).toEqual([401, 401, 401, 401]); // signed out: answered, and counted
    expect((await me(a, ip)).statusCode).toBe(429);
    expect((await me(b, ip)).statusCode).toBe(429);
    expect((await me(b, '192.0.2.32')).statusCode).toBe(401);
    expect(await admin.get(`${prefix}rate-limit:${ip}`)).toBe('6');
  });

  it('fails open: with Redis gone, requests are served unlimited at once, not answered with an error', async () => {
    const ip = '192.0.2.41';
    for (let i = 0; i < 4; i++) await me(c, ip);
    expect((await me(c, ip)).statusCode).toBe(429); // the counter was in use
    await relay.cut();
    const started = performance.now();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await me(c, ip)).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
