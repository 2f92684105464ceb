import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis connection several instances keep their shared counters in (docs/operations.md#several-instances).
 * ioredis reads options from the URL's query too: `?keyPrefix=kg-staging:` lets deployments (or test runs) share one
 * Redis without sharing counters.
 *
 * Connected before it is returned, so a wrong REDIS_URL stops the server at start. Once running, a command fails at
 * once while the connection is down (no offline queue) or after a second without an answer, and the client reconnects
 * in the background; callers decide what a failed command means.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // the handshake may take longer on a start that keeps the machine busy; a running request waits at most a second
  const { Redis } = await import('ioredis'); // only a server with REDIS_URL loads the client (docs/decisions/009)
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 5000 });
  let connected = false;
  let lastError: Error | undefined;
  redis.on('error', (error) => {
    // one line per outage, not one per reconnect attempt; errors before the first connection end up in the throw below
    if (connected) log.warn({ err: error }, 'redis connection lost');
    connected = false;
    lastError = error;
  });
  redis.on('ready', () => {
    if (lastError) log.info('redis connection back');
    connected = true;
    lastError = undefined;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`Could not connect to Redis at REDIS_URL (${redactPassword(url)}): ${reason}`);
  }
  redis.options.commandTimeout = 1000;
  return redis;
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
