import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, index.html never cached,
 * and every non-API GET path answered with index.html so the client router shows the page (or its not-found page).
 * The build writes `.br` and `.gz` beside each text file (apps/web/vite-precompress.ts): a browser that accepts one
 * gets it, unchanged bytes otherwise. A page path's index.html names the chunks the router loads for it
 * (docs/decisions/015-route-chunks-in-first-html.md).
 */
export const spaPlugin = fp(async (app) => {
  const dist = app.config.webDist;
  const indexPath = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const pageHtml = hasWeb ? pageHtmlOf(dist) : null;
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
    if (isApi || request.method !== 'GET' || !pageHtml) return sendError(request, reply, 'NOT_FOUND');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageHtml(request.url.split('?')[0]));
  });
});

/** dist/route-chunks.json, written by the web build (apps/web/vite-route-chunks.ts): most specific pattern first. */
type RouteChunks = { pattern: string; files: string[] }[];

/**
 * index.html for a page path: with a `modulepreload` (a `preload` for CSS) of each chunk its route loads when the path
 * matches a pattern of route-chunks.json (`:name` is one segment, any case, as the client router matches), unchanged
 * otherwise. Both files are read once; each pattern's page is built once.
 */
function pageHtmlOf(dist: string): (pathname: string) => string {
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const listFile = path.join(dist, 'route-chunks.json');
  const routes: RouteChunks = fs.existsSync(listFile) ? JSON.parse(fs.readFileSync(listFile, 'utf8')) : [];
  const pages = routes.map(({ pattern, files }) => ({ matches: patternRegExp(pattern), html: withPreloads(index, files) }));
  return (pathname) => pages.find((page) => page.matches.test(pathname))?.html ?? index;
}

function patternRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/**
 * `crossorigin` as on the links Vite writes, so the router's import finds the preloaded response. `fetchpriority="low"`
 * leaves the connections to the scripts the first paint waits for first (bench/results/2026-11-29-route-preload.md).
 */
function withPreloads(index: string, files: string[]): string {
  if (files.length === 0) return index;
  const links = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`
      : `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
  );
  return index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
