import type { FastifyInstance } from 'fastify';

export async function reserveRoutes(app: FastifyInstance) {
  void app;
}
