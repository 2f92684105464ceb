import type { FastifyInstance } from 'fastify';

export async function alimNoteRoutes(app: FastifyInstance) {
  void app;
}
