import type { z } from 'zod';
import type { Role } from './constants';

/**
 * One API call, defined once (docs/decisions/005-endpoint-definitions.md): the server registers its route from this,
 * the web calls it through `call(endpoint, input)`, the web tests' fake server validates against it and the
 * OpenAPI document is generated from it.
 */

/**
 * Who may call: anyone (`public`), any signed-in staff (`authenticated`), these staff roles, or a parent signed in to
 * the parent app (`family`; docs/decisions/007-family-sessions.md). Staff and family sessions never stand in for
 * each other.
 */
export type Access = 'public' | 'authenticated' | 'family' | readonly Role[];

/** Where a route finds an id: its path parameters, its query or its JSON body (`key` defaults per scope). */
export type ScopeSource = { from: 'params' | 'query' | 'body'; key?: string };

/** Records whose centre and class the server resolves from an id before the handler runs (apps/server/src/policies). */
export const SCOPED_RECORDS = [
  'child', 'teacher', 'parent', 'class', 'notice', 'edu', 'event', 'facility', 'menu', 'reserve', 'file',
  // class-story records named by their own id: their class (and so their centre) is the record's
  'alimNote', 'classNote', 'classWeek',
] as const;
export type ScopedRecord = (typeof SCOPED_RECORDS)[number];

/**
 * What a call works on (docs/decisions/017-centres-and-policies.md), resolved by the server once per request before
 * the handler, into the scope the service receives:
 * - `centre`: the session's centre (every staff call without another scope works there);
 * - `class`: a class of the session's centre, from the input's `classId` (a teacher: only their own class);
 * - `record`: a record named by its id; the server finds its centre (and class) and refuses one outside the caller's;
 * - `child`: the parent app's own child, from the input's `childCode`.
 * Outside the caller's scope a record does not exist: 404 with the same body as a missing one.
 */
export type Scope =
  | { kind: 'centre' }
  | ({ kind: 'class' } & ScopeSource)
  | ({ kind: 'record'; record: ScopedRecord } & ScopeSource)
  | ({ kind: 'child' } & ScopeSource);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `json`: a JSON body (or none) in, the envelope out. `multipart`: files in the multipart field `files`, the
 * envelope out. `download`: a file out (a JSON error envelope on failure).
 */
export type EndpointKind = 'json' | 'multipart' | 'download';

type Schema = z.ZodType;

export type EndpointDefinition = {
  method: HttpMethod;
  /** The full path with `:name` parameters, e.g. `/api/v2/story/medicine/:classId/:id`. */
  path: string;
  /** Korean, for the API document. */
  summary: string;
  access: Access;
  /** What the call works on; a staff call without one works in the session's centre. */
  scope?: Scope;
  /**
   * Callable while the user still signs in with a one-time password (the calls the password change needs); every
   * other authenticated call answers 403 PASSWORD_CHANGE_REQUIRED until the password is changed.
   */
  withTemporaryPassword?: true;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The `data` of the success envelope (ignored by `download` calls). */
  response: Schema;
  /** Success status: 200 unless stated. */
  status?: 200 | 201;
  kind?: EndpointKind;
  /** OpenAPI tag: the domain, set by `defineEndpoints`. */
  tag?: string;
};

/**
 * A domain's calls under one prefix: `defineEndpoints('medicine', '/api/v2/story/medicine', { search: {...} })`.
 * A path starting with `~` is absolute (an upload call of the domain that lives under `/api/file`).
 */
export function defineEndpoints<const T extends Record<string, Omit<EndpointDefinition, 'tag'>>>(
  tag: string,
  prefix: string,
  definitions: T,
): { [K in keyof T]: T[K] & { tag: string } } {
  const out = {} as Record<string, EndpointDefinition>;
  for (const [name, definition] of Object.entries(definitions)) {
    const path = definition.path.startsWith('~') ? definition.path.slice(1) : `${prefix}${definition.path}`;
    out[name] = { ...definition, path: path.length > 1 ? path.replace(/\/$/, '') : path, tag };
  }
  return out as { [K in keyof T]: T[K] & { tag: string } };
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type Part<E, K extends 'params' | 'query' | 'body'> = E extends Record<K, Schema>
  ? undefined extends InputOf<E[K]>
    ? { [P in K]?: InputOf<E[K]> }
    : { [P in K]: InputOf<E[K]> }
  : { [P in K]?: never };

/** What a caller sends: `{ params, query, body }`, each required only when the endpoint has it. */
export type EndpointInput<E extends EndpointDefinition> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** What the server's route receives after validation. */
export type EndpointParsed<E extends EndpointDefinition> = {
  params: E extends { params: Schema } ? z.output<E['params']> : Record<string, never>;
  query: E extends { query: Schema } ? z.output<E['query']> : Record<string, never>;
  body: E extends { body: Schema } ? z.output<E['body']> : undefined;
};

/** The envelope's `data` of a successful call. */
export type EndpointOutput<E extends EndpointDefinition> = z.output<E['response']>;
/** What a server handler returns (the response schema's input; the serializer writes its declared fields). */
export type EndpointResult<E extends EndpointDefinition> = z.input<E['response']>;

/** The concrete URL of a call: `:name` parameters filled in (encoded). */
export function endpointUrl(endpoint: Pick<EndpointDefinition, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The endpoint a concrete method + path belongs to, with its raw path parameters (the fake server uses it). */
export function matchEndpoint(
  endpoints: readonly EndpointDefinition[],
  method: string,
  pathname: string,
): { endpoint: EndpointDefinition; params: Record<string, string> } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  let best: { endpoint: EndpointDefinition; params: Record<string, string>; literal: number } | null = null;
  for (const endpoint of endpoints) {
    if (endpoint.method !== method.toUpperCase()) continue;
    const want = endpoint.path.split('/');
    const got = path.split('/');
    if (want.length !== got.length) continue;
    const params: Record<string, string> = {};
    let literal = 0;
    let matches = true;
    for (let i = 0; i < want.length && matches; i += 1) {
      if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
      else if (want[i] === got[i]) literal += 1;
      else matches = false;
    }
    // a literal segment wins over a parameter (`/child/search` before `/child/:id`), as in the server's router
    if (matches && (!best || literal > best.literal)) best = { endpoint, params, literal };
  }
  return best && { endpoint: best.endpoint, params: best.params };
}
