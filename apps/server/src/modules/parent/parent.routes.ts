import type { FastifyInstance } from 'fastify';

export async function parentRoutes(app: FastifyInstance) {
  void app;
}
