import type { FastifyInstance } from 'fastify';

export async function classNoteRoutes(app: FastifyInstance) {
  void app;
}
