import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import {
  allEndpoints,
  endpointUrl,
  envelopeSchema,
  errorEnvelopeSchema,
  matchEndpoint,
  type EndpointDefinition,
} from '@kg/contract';
import type { z } from 'zod';
import { api } from '@/api/client';

/** What a fake endpoint answers: an HTTP status and a JSON body. */
export type FakeReply = { status: number; body: unknown };
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;
export type FakeCall = { method: string; url: string };

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { success: true, code: 'OK', message: '', data } });
export const fail = (status: number, code: string, message?: string): FakeReply => ({
  status,
  body: { success: false, code, ...(message === undefined ? {} : { message }), requestId: 'req-test' },
});

/** The fake server's key of one call, from the contract: `[route(medicineEndpoints.get, { classId: 3, id: 5 })]: …`. */
/** No answer at all: the call fails as it does offline or with the server unreachable (axios' ERR_NETWORK). */
export const noAnswer = (): FakeReply => ({ status: 0, body: null });

/** Takes the browser offline (navigator.onLine and the 'offline' event) until the returned function brings it back. */
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
  };
}

export function route(endpoint: EndpointDefinition, params: Record<string, unknown> = {}): string {
  return `${endpoint.method} ${endpointUrl(endpoint, params)}`;
}

/**
 * Where a request or a fake reply does not match the contract. A test's afterEach (test/setup.ts) fails on any, so
 * the web and its fake server cannot drift from the server's schemas with every test green.
 */
export const contractViolations: string[] = [];

function check(what: string, schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    contractViolations.push(`${what} does not match the contract: ${issues}`);
  }
}

function jsonBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Checks one request and its fake reply against the endpoint the contract defines for it. */
function validate(config: InternalAxiosRequestConfig, method: string, url: string, reply: FakeReply) {
  const pathname = url.split('?')[0];
  const match = matchEndpoint(allEndpoints, method, pathname);
  if (!match) {
    contractViolations.push(`${method} ${pathname}: no endpoint in the contract`);
    return;
  }
  const { endpoint, params } = match;
  const label = `${method} ${endpoint.path}`;
  check(`${label} path parameters`, endpoint.params, params);
  check(`${label} query`, endpoint.query, config.params ?? {});
  if (!(config.data instanceof FormData)) check(`${label} body`, endpoint.body, jsonBody(config.data));
  if (reply.status >= 200 && reply.status < 300) {
    if (endpoint.kind !== 'download') check(`${label} fake reply`, envelopeSchema(endpoint.response), reply.body);
  } else check(`${label} fake error reply`, errorEnvelopeSchema, reply.body);
}

/**
 * Replaces only the network edge of the app's axios instance: interceptors, envelope handling, refresh queue and
 * error mapping all run for real. Routes are keyed 'METHOD /path' (build them with `route`); every request and every
 * fake reply is checked against the contract's endpoint. `instance`: the staff app's client unless a test of the parent
 * app passes its own (family/api/family-client.ts).
 */
export function installFakeServer(routes: Record<string, FakeHandler>, instance: AxiosInstance = api) {
  const calls: FakeCall[] = [];
  const original = instance.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    calls.push({ method, url });
    const handler = routes[`${method} ${url}`] as FakeHandler | undefined;
    const reply = handler ? await handler(config) : fail(404, 'NOT_FOUND', '없는 주소입니다.');
    if (handler && reply.status !== 0) validate(config, method, url, reply);
    await new Promise((resolve) => setTimeout(resolve, 1)); // answers arrive asynchronously, as on a network
    if (reply.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response = { data: reply.body, status: reply.status, statusText: '', headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  instance.defaults.adapter = adapter;
  return {
    calls,
    /** How often a call was made: `count(route(endpoint, params))`, or `count('GET', url)`. */
    count: (methodOrRoute: string, url?: string) => {
      const [method, path] = url === undefined ? methodOrRoute.split(' ') : [methodOrRoute, url];
      return calls.filter((c) => c.method === method && c.url === path).length;
    },
    restore: () => {
      instance.defaults.adapter = original;
    },
  };
}
