import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'public', rateLimit: false } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: app.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: app.database.kind });
    }
  });
}
