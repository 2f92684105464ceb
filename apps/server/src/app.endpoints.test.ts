import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@kg/contract';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The server answers exactly the contract (docs/decisions/005-endpoint-definitions.md): every route under /api/ is
 * one endpoint definition (method + full path) and every definition is a route.
 *
 * NOTE (endpoint migration): red while modules still registered hand-written routes, green since the last domain
 * moved to the contract. Keep it: a route or an endpoint added on one side only fails here.
 */
describe('routes and contract endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const key = (method: string, path: string) => `${method} ${path}`;

  it('every /api route is exactly one contract endpoint, and every endpoint is a route', () => {
    const routes = t.app.routeTable
      // HEAD is Fastify's automatic twin of a GET; the docs UI (/api/docs) is not part of the API
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => key(r.method, r.url));
    const endpoints = allEndpoints.map((e) => key(e.method, e.path));

    const duplicates = (list: string[]) => list.filter((item, i) => list.indexOf(item) !== i);
    expect(duplicates(routes), 'routes registered twice').toEqual([]);
    expect(duplicates(endpoints), 'endpoints defined twice').toEqual([]);
    expect(routes.filter((r) => !endpoints.includes(r)).sort(), 'routes without a contract endpoint').toEqual([]);
    expect(endpoints.filter((e) => !routes.includes(e)).sort(), 'contract endpoints without a route').toEqual([]);
  });
});
