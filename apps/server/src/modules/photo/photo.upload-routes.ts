import type { FastifyInstance } from 'fastify';

/** Upload calls of this domain, under /api/file. */
export async function photoUploadRoutes(app: FastifyInstance) {
  void app;
}
