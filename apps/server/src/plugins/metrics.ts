import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { createMetrics } from '../lib/metrics';
import { sendError } from './errors';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the bearer token, compared in constant time. */
function hasBearer(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && crypto.timingSafeEqual(sha256(match[1]), sha256(token));
}

/**
 * Prometheus metrics at GET /metrics (lib/metrics.ts; docs/operations.md), for a scraper holding METRICS_TOKEN:
 * without the variable the path answers 404 and nothing is measured, without the token 401.
 */
export const metricsPlugin = fp(async (app) => {
  const token = app.config.metricsToken;
  if (!token) {
    app.get('/metrics', { config: { access: 'public', rateLimit: false } }, async (request, reply) => sendError(request, reply, 'NOT_FOUND'));
    return;
  }
  const metrics = createMetrics({ database: app.database });
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { config: { access: 'public', rateLimit: false } }, async (request, reply) => {
    if (!hasBearer(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(request, reply, 'UNAUTHORIZED');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});
