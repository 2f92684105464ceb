import type { FastifyInstance } from 'fastify';

export async function photoRoutes(app: FastifyInstance) {
  void app;
}
