import type { FastifyInstance } from 'fastify';

export async function teacherRoutes(app: FastifyInstance) {
  void app;
}
