import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { checkReadiness } from './health.checks';

/** Probes for load balancers and orchestrators (docs/operations.md), outside /api and never rate-limited. */
export async function healthRoutes(app: FastifyInstance) {
  // liveness: the process answers and its database does
  app.get('/healthz', { config: { access: 'public', rateLimit: false } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: app.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: app.database.kind });
    }
  });

  // readiness: the database, its migrations and the file storage; 503 until all three are ok
  app.get('/readyz', { config: { access: 'public', rateLimit: false } }, async (request, reply) => {
    const { ready, checks } = await checkReadiness({ database: app.database, storage: app.files.storage, log: request.log });
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
