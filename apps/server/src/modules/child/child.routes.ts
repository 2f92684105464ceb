import type { FastifyInstance } from 'fastify';

export async function childRoutes(app: FastifyInstance) {
  void app;
}
