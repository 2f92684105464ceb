import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/index';
import { multipartBody, type UploadPart } from '../modules/file/file.test-utils';
import type { CookieJar } from './factories';
import type { TestSession } from './session';

/** The API's envelope (SPEC): `data` and `details` stay loose so tests can reach into them. */
export type Json = { success: boolean; code: string; message: string; data: any; details?: any };

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export type ApiResponse = {
  status: number;
  /** The parsed body; undefined (typed as Json for convenience) when the body is not JSON, e.g. an xlsx download. */
  json: Json;
  headers: LightMyRequestResponse['headers'];
  res: LightMyRequestResponse;
};

/**
 * Who sends a request: a signed-in session (its Cookie and X-XSRF-TOKEN headers), a browser's cookie jar (e.g. the
 * anonymous one from anonymousJar: its cookies and XSRF header), or null for a bare request without any cookie.
 */
export type Caller = TestSession | CookieJar | null;

function authOf(caller: Caller, headers: Record<string, string>) {
  if (caller === null) return { headers };
  if ('request' in caller) return caller.request(headers);
  return { headers: { ...caller.headers, ...headers } };
}

function parseJson(res: LightMyRequestResponse): Json {
  try {
    return res.json() as Json;
  } catch {
    return undefined as unknown as Json;
  }
}

/** A small client for app.inject as `caller`: `await api(t.app, admin).put(url, body)` → `{ status, json }`. */
export function api(app: FastifyInstance, caller: Caller) {
  async function send(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const res = await app.inject({ method, url, payload: payload as never, ...authOf(caller, headers) });
    return { status: res.statusCode, json: parseJson(res), headers: res.headers, res };
  }
  return {
    send,
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => send('POST', url, body, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => send('PUT', url, body, headers),
    delete: (url: string, body?: unknown, headers?: Record<string, string>) => send('DELETE', url, body, headers),
    /** POST multipart/form-data: the files and plain fields, as the web's uploaders send them. */
    upload: async (url: string, parts: UploadPart[], fields: Record<string, string> = {}) => {
      const body = await multipartBody(parts, fields);
      return send('POST', url, body.payload, body.headers);
    },
  };
}

/**
 * Shorthands for a describe block whose app and anonymous jar are made in beforeAll: `get(session | null, url)`,
 * where null means the anonymous browser (the jar from `world()`, which is read at call time).
 */
export function sessionCalls(world: () => { t: { app: FastifyInstance }; anonymous: CookieJar }) {
  const as = (session: TestSession | null) => api(world().t.app, session ?? world().anonymous);
  return {
    call: (session: TestSession | null, method: Method, url: string, payload?: unknown, headers?: Record<string, string>) =>
      as(session).send(method, url, payload, headers),
    get: (session: TestSession | null, url: string) => as(session).get(url),
    post: (session: TestSession | null, url: string, body: unknown) => as(session).post(url, body),
    put: (session: TestSession | null, url: string, body: unknown) => as(session).put(url, body),
    del: (session: TestSession | null, url: string) => as(session).delete(url),
    upload: (session: TestSession | null, url: string, parts: UploadPart[], fields?: Record<string, string>) =>
      as(session).upload(url, parts, fields),
  };
}

/** The audit_log rows of one action, for one subject (its id as text) or, without a subject, all of them. */
export function auditRows(db: DbOrTx, action: string, subjectId?: number | string) {
  const byAction = eq(auditLog.action, action);
  return db
    .select()
    .from(auditLog)
    .where(subjectId === undefined ? byAction : and(byAction, eq(auditLog.subjectId, String(subjectId))));
}
