import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FAMILY_API_BASE, allEndpoints, type EndpointDefinition } from '@kg/contract';
import { createBothRealms, type BothRealms } from './test/both-realms';

/**
 * Schema-derived fuzzing over every endpoint definition (docs/decisions/005): hostile ids, strings, numbers and
 * shapes in params, query and body, and broken multipart bodies. Whatever a client sends, the answer is never a 5xx.
 * Bounded: a fixed list of values per field, a fixed number of requests per endpoint.
 */

const HOSTILE_IDS = ['999999', '2147483648', '9e9', '0', '-1', 'abc', '1.5', '%00', '99999999999999999999'];
const HOSTILE_VALUES: unknown[] = [999999, '\u0000', 'a\u0000b', 9e9, 2147483648, -1, 1.5, '', 'x'.repeat(5000), null, [], {}, true, '2026-02-30', '9e9'];
const HOSTILE_QUERY = ['\u0000', '9e9', '2147483648', '-1', '', 'x'.repeat(3000), '2026-13-45', '[object Object]'];
const MAX_REQUESTS_PER_ENDPOINT = 40;

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[]; format?: string; pattern?: string };

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return {};
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A plausible value for a schema: the base the mutations start from. */
function sample(schema: JsonSchema, depth = 0): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth < 3) for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sample(prop, depth + 1);
      return out;
    }
    case 'array':
      return depth < 3 && schema.items ? [sample(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.pattern?.includes('\\d{4}') ? '2026-11-23' : '테스트';
    default:
      return 1;
  }
}

type Probe = { label: string; params: Record<string, string>; query: Record<string, string>; body?: unknown; multipart?: 'no-boundary' | 'truncated' };

function probesOf(endpoint: EndpointDefinition): Probe[] {
  const paramNames = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const baseParams = Object.fromEntries(paramNames.map((name) => [name, '1']));
  const querySchema = jsonSchemaOf(endpoint.query);
  const baseQuery = Object.fromEntries(Object.entries(sample(querySchema) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  const bodySchema = endpoint.body ? jsonSchemaOf(endpoint.body) : undefined;
  const baseBody = bodySchema ? sample(bodySchema) : undefined;
  const probes: Probe[] = [{ label: 'sample', params: baseParams, query: baseQuery, body: baseBody }];
  for (const name of paramNames) {
    for (const value of HOSTILE_IDS) probes.push({ label: `param ${name}=${value}`, params: { ...baseParams, [name]: value }, query: baseQuery, body: baseBody });
  }
  for (const name of Object.keys(querySchema.properties ?? {})) {
    for (const value of HOSTILE_QUERY) probes.push({ label: `query ${name}`, params: baseParams, query: { ...baseQuery, [name]: value }, body: baseBody });
  }
  if (bodySchema && baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    for (const name of Object.keys(bodySchema.properties ?? {})) {
      for (const value of HOSTILE_VALUES) probes.push({ label: `body ${name}`, params: baseParams, query: baseQuery, body: { ...baseBody, [name]: value } });
    }
    for (const whole of [[], 'text', 42, null]) probes.push({ label: `body ${JSON.stringify(whole)}`, params: baseParams, query: baseQuery, body: whole });
  }
  if (endpoint.kind === 'multipart') {
    probes.push({ label: 'multipart without boundary', params: baseParams, query: baseQuery, multipart: 'no-boundary' });
    probes.push({ label: 'truncated multipart', params: baseParams, query: baseQuery, multipart: 'truncated' });
  }
  // spread the cap over every kind of probe rather than cutting the last ones off
  if (probes.length <= MAX_REQUESTS_PER_ENDPOINT) return probes;
  const step = probes.length / MAX_REQUESTS_PER_ENDPOINT;
  return Array.from({ length: MAX_REQUESTS_PER_ENDPOINT }, (_, i) => probes[Math.floor(i * step)]);
}

function urlOf(endpoint: EndpointDefinition, probe: Probe): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(probe.params[name]).replace('%2500', '%00'));
  const query = new URLSearchParams(probe.query).toString();
  return query ? `${path}?${query}` : path;
}

function multipartRequest(kind: 'no-boundary' | 'truncated') {
  if (kind === 'no-boundary') return { headers: { 'content-type': 'multipart/form-data' }, payload: 'garbage' };
  const boundary = 'fuzzboundary';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

describe('fuzzing every endpoint', () => {
  let realms: BothRealms;

  beforeAll(async () => {
    realms = await createBothRealms();
  }, 60_000);
  afterAll(() => realms.t.close());

  it('answers every hostile request below 500', async () => {
    const failures: string[] = [];
    let sent = 0;
    // family calls first: the admin's fuzzing may stop or block the test parent (set-stop with pno 1)
    const familyFirst = [...allEndpoints].sort((a, b) => Number(b.path.startsWith(FAMILY_API_BASE)) - Number(a.path.startsWith(FAMILY_API_BASE)));
    for (const endpoint of familyFirst) {
      const isFamily = endpoint.path.startsWith(FAMILY_API_BASE);
      for (const probe of probesOf(endpoint)) {
        const extra: { payload?: string; headers?: Record<string, string> } = probe.multipart
          ? multipartRequest(probe.multipart)
          : probe.body === undefined
            ? {}
            : { payload: JSON.stringify(probe.body), headers: { 'content-type': 'application/json' } };
        const res = await realms.t.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint, probe),
          payload: extra.payload,
          headers: { ...(isFamily ? realms.family : realms.staff).headers, ...extra.headers },
        });
        sent += 1;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${endpoint.method} ${endpoint.path} (${probe.label}): ${res.body.slice(0, 200)}`);
        // an endpoint that signs the session out (logout, deactivating oneself, a password change) must not end the fuzzing
        if (res.statusCode === 401) await realms.signInAgain(isFamily ? 'family' : 'staff');
      }
    }
    if (process.env.FUZZ_REPORT) console.log(`fuzz: ${sent} requests over ${allEndpoints.length} endpoints`);
    expect(sent).toBeGreaterThan(allEndpoints.length * 5);
    expect(failures).toEqual([]);
  }, 300_000);
});
