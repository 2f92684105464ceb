import type { FastifyInstance } from 'fastify';
import { authEndpoints, familyEndpoints, FAMILY_XSRF_COOKIE, XSRF_COOKIE } from '@kg/contract';

/** One HTTP exchange, over the network (fetch) or in-process (app.inject): sign-in and fixtures work on both. */
export type Requester = (request: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; body?: unknown }) => Promise<{
  status: number;
  setCookies: string[];
  body: string;
}>;

export function fetchRequester(baseUrl: string): Requester {
  return async ({ method, url, headers = {}, body }) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, setCookies: res.headers.getSetCookie(), body: await res.text() };
  };
}

export function injectRequester(app: FastifyInstance): Requester {
  return async ({ method, url, headers = {}, body }) => {
    const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    const setCookie = res.headers['set-cookie'];
    return { status: res.statusCode, setCookies: setCookie === undefined ? [] : ([] as string[]).concat(setCookie), body: res.body };
  };
}

export type Realm = 'staff' | 'family';

/** What a signed-in browser sends: its cookies (GET needs nothing more). */
export type Session = { realm: Realm; cookie: string };

const realms = {
  staff: { probe: authEndpoints.me.path, login: authEndpoints.login.path, xsrfCookie: XSRF_COOKIE, idField: 'teacherId' },
  family: { probe: familyEndpoints.session.path, login: familyEndpoints.login.path, xsrfCookie: FAMILY_XSRF_COOKIE, idField: 'loginId' },
} as const;

export function cookieJar(setCookies: string[], previous: Record<string, string> = {}): Record<string, string> {
  const jar = { ...previous };
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return jar;
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** A fresh browser's cookies: the realm's anonymous probe hands out its XSRF cookie. */
export async function anonymousJar(request: Requester, realm: Realm) {
  const jar = cookieJar((await request({ method: 'GET', url: realms[realm].probe })).setCookies);
  return { jar, xsrf: decodeURIComponent(jar[realms[realm].xsrfCookie]) };
}

/** Signs in like the web app does (XSRF cookie from an anonymous call, then the login POST with its header). */
export async function signIn(request: Requester, realm: Realm, loginId: string, password: string): Promise<Session> {
  const { jar, xsrf } = await anonymousJar(request, realm);
  const res = await request({
    method: 'POST',
    url: realms[realm].login,
    headers: { 'x-xsrf-token': xsrf, cookie: cookieHeader(jar) },
    body: { [realms[realm].idField]: loginId, passwd: password },
  });
  if (res.status !== 200) throw new Error(`${realm} sign-in of ${loginId} failed: ${res.status} ${res.body}`);
  return { realm, cookie: cookieHeader(cookieJar(res.setCookies, jar)) };
}

/** GET with a session; the envelope's data, or an error naming the call. */
export async function getData<T>(request: Requester, session: Session, url: string): Promise<T> {
  const res = await request({ method: 'GET', url, headers: { cookie: session.cookie } });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${res.body.slice(0, 300)}`);
  return (JSON.parse(res.body) as { data: T }).data;
}
