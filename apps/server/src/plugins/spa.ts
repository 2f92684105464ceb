import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, index.html never cached,
 * and every non-API GET path answered with index.html so the client router shows the page (or its not-found page).
 * The build writes `.br` and `.gz` beside each text file (apps/web/vite-precompress.ts): a browser that accepts one
 * gets it, unchanged bytes otherwise.
 */
export const spaPlugin = fp(async (app) => {
  const dist = app.config.webDist;
  const indexPath = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || request.method !== 'GET' || !hasWeb) return sendError(request, reply, 'NOT_FOUND');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexPath));
  });
});
