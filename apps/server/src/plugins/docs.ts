import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: '어린이집 관리 API', version: '2.0.0', description: 'Kindergarten administration API (envelope: success, code, message, data)' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
