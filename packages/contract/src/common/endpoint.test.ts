import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../endpoints';
import { FAMILY_API_BASE, roles } from './constants';
import { defineEndpoints, endpointUrl, matchEndpoint } from './endpoint';

const sample = defineEndpoints('sample', '/api/v2/sample', {
  search: { method: 'GET', path: '/search', summary: '검색', access: 'authenticated', response: z.null() },
  get: { method: 'GET', path: '/:id', summary: '상세', access: 'authenticated', params: z.object({ id: z.coerce.number() }), response: z.null() },
  create: { method: 'POST', path: '/', summary: '등록', access: 'authenticated', response: z.null(), status: 201 },
  upload: { method: 'POST', path: '~/api/file/upload/sample/:classId', summary: '업로드', access: 'authenticated', kind: 'multipart', response: z.null() },
});

describe('defineEndpoints', () => {
  it('puts paths under the prefix, drops a trailing slash, takes `~` paths as absolute and tags every call', () => {
    expect(sample.search.path).toBe('/api/v2/sample/search');
    expect(sample.create.path).toBe('/api/v2/sample');
    expect(sample.upload.path).toBe('/api/file/upload/sample/:classId');
    expect(Object.values(sample).map((e) => e.tag)).toEqual(['sample', 'sample', 'sample', 'sample']);
  });
});

describe('endpointUrl', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointUrl(sample.get, { id: 5 })).toBe('/api/v2/sample/5');
    expect(endpointUrl(sample.get, { id: 'a/b c' })).toBe('/api/v2/sample/a%2Fb%20c');
  });

  it('refuses to build a URL with a parameter missing', () => {
    expect(() => endpointUrl(sample.get, {})).toThrow(/missing path parameter id/);
  });
});

describe('matchEndpoint', () => {
  const list = Object.values(sample);

  it('prefers a literal segment over a parameter, as the router does', () => {
    expect(matchEndpoint(list, 'GET', '/api/v2/sample/search')?.endpoint).toBe(sample.search);
    expect(matchEndpoint(list, 'get', '/api/v2/sample/42')).toEqual({ endpoint: sample.get, params: { id: '42' } });
  });

  it('matches by method and ignores a trailing slash', () => {
    expect(matchEndpoint(list, 'POST', '/api/v2/sample/')?.endpoint).toBe(sample.create);
    expect(matchEndpoint(list, 'DELETE', '/api/v2/sample/42')).toBeNull();
  });
});

describe('allEndpoints', () => {
  it('defines each method + path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('gives every call a Korean summary and an access rule', () => {
    for (const e of allEndpoints) {
      expect(e.summary, `${e.method} ${e.path}`).toMatch(/[가-힣]/);
      const access = e.access;
      const valid =
        access === 'public' ||
        access === 'authenticated' ||
        (access === 'family' && e.path.startsWith(`${FAMILY_API_BASE}/`)) ||
        (Array.isArray(access) && access.length > 0 && access.every((r) => roles.includes(r)));
      expect(valid, `${e.method} ${e.path} access ${JSON.stringify(access)}`).toBe(true);
    }
  });
});
