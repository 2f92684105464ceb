import type { FastifyInstance } from 'fastify';

export async function classRoutes(app: FastifyInstance) {
  void app;
}
