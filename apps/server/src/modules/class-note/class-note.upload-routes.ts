import type { FastifyInstance } from 'fastify';

/** Upload calls of this domain, under /api/file. */
export async function classNoteUploadRoutes(app: FastifyInstance) {
  void app;
}
