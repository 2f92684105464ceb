import type { FastifyInstance } from 'fastify';

export async function seedDemoIfEmpty(_app: FastifyInstance) {}
