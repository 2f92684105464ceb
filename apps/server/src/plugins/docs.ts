import fp from 'fastify-plugin';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument, type OpenApiDocument } from '../lib/openapi';

/**
 * The OpenAPI document built from the contract (lib/openapi.ts; the same text as docs/api/openapi.json): UI at
 * /api/docs, JSON at /api/docs/json. Static mode: the routes' own schemas are not read.
 */
export const docsPlugin = fp(async (app) => {
  // our document is OpenAPI 3.1 (JSON Schema 2020-12); the plugin's static types only know 2.0 and 3.0
  const document = lazyDocument() as unknown as StaticDocumentSpec['document'];
  await app.register(swagger, { mode: 'static', specification: { document } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});

/**
 * The document, built on first read: converting every endpoint's schemas takes a few hundred milliseconds, which
 * every app start (and every test's app) would pay for a page few people open.
 */
function lazyDocument(): OpenApiDocument {
  let built: OpenApiDocument | undefined;
  const document = {} as OpenApiDocument;
  for (const key of ['openapi', 'info', 'tags', 'paths', 'components'] as const) {
    Object.defineProperty(document, key, { enumerable: true, get: () => (built ??= buildOpenApiDocument())[key] });
  }
  return document;
}
