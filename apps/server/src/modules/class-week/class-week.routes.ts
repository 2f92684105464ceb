import type { FastifyInstance } from 'fastify';

export async function classWeekRoutes(app: FastifyInstance) {
  void app;
}
