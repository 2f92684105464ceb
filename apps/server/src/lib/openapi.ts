import path from 'node:path';
import { z } from 'zod';
import {
  XSRF_HEADER,
  allEndpoints,
  envelopeSchema,
  errorEnvelopeSchema,
  type EndpointDefinition,
} from '@kg/contract';
import { ACCESS_COOKIE } from '../modules/auth/cookies';

/**
 * The OpenAPI document of the API, built from the contract's endpoint definitions alone
 * (docs/decisions/005-endpoint-definitions.md): `npm run openapi` writes it to docs/api/openapi.json and /api/docs
 * serves it. Inputs are described as the client sends them (zod `input`), replies as the server writes them (`output`).
 */

/** The checked-in document (`npm run openapi` writes it; a test fails when it is stale). */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../../docs/api/openapi.json');

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

const UNSAFE = new Set(['POST', 'PUT', 'DELETE']);
const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

/** Turns a zod schema into JSON Schema 2020-12 (what OpenAPI 3.1 uses); what JSON cannot say becomes `{}` (any). */
function toSchema(schema: z.ZodType, io: 'input' | 'output', defs: Record<string, JsonSchema>, name: string): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return hoistDefs(json, defs, name);
}

/** Moves a schema's own `$defs` (recursive or named parts) into components.schemas and points its refs there. */
function hoistDefs(json: JsonSchema, defs: Record<string, JsonSchema>, name: string): JsonSchema {
  const local = json.$defs as Record<string, JsonSchema> | undefined;
  if (!local) return json;
  delete json.$defs;
  const renamed = new Map<string, string>();
  for (const key of Object.keys(local)) renamed.set(key, defs[key] === undefined || sameJson(defs[key], local[key]) ? key : `${name}_${key}`);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
        out[key] = `#/components/schemas/${renamed.get(inner.slice('#/$defs/'.length))}`;
      } else out[key] = rewrite(inner);
    }
    return out;
  };
  for (const [key, def] of Object.entries(local)) defs[renamed.get(key)!] = rewrite(def) as JsonSchema;
  return rewrite(json) as JsonSchema;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** `/api/v2/story/medicine/:classId/:id` → `/api/v2/story/medicine/{classId}/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function pathNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

function properties(schema: JsonSchema): { props: Record<string, JsonSchema>; required: string[] } {
  return {
    props: (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema.required as string[] | undefined) ?? [],
  };
}

/** Path parameters (those the path names) and query parameters, each with its own schema. */
function parameters(endpoint: EndpointDefinition, defs: Record<string, JsonSchema>, name: string): JsonSchema[] {
  const out: JsonSchema[] = [];
  const names = pathNames(endpoint.path);
  if (endpoint.params) {
    const { props } = properties(toSchema(endpoint.params, 'input', defs, `${name}_params`));
    for (const param of names) out.push(parameter(param, 'path', true, props[param] ?? { type: 'string' }));
  } else {
    for (const param of names) out.push(parameter(param, 'path', true, { type: 'string' }));
  }
  if (endpoint.query) {
    const { props, required } = properties(toSchema(endpoint.query, 'input', defs, `${name}_query`));
    for (const [param, schema] of Object.entries(props)) out.push(parameter(param, 'query', required.includes(param), schema));
  }
  return out;
}

function parameter(name: string, location: 'path' | 'query', required: boolean, schema: JsonSchema): JsonSchema {
  const { description, ...rest } = schema;
  return { name, in: location, required, ...(description ? { description } : {}), schema: rest };
}

function requestBody(endpoint: EndpointDefinition, defs: Record<string, JsonSchema>, name: string): JsonSchema | undefined {
  const kind = endpoint.kind ?? 'json';
  if (kind === 'multipart') {
    const fields = endpoint.body ? properties(toSchema(endpoint.body, 'input', defs, `${name}_body`)) : { props: {}, required: [] };
    const files = { type: 'array', items: { type: 'string', format: 'binary' }, description: '올릴 파일 (files 필드, 여러 개 가능)' };
    const schema = { type: 'object', properties: { ...fields.props, files }, required: [...fields.required, 'files'] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!endpoint.body) return undefined;
  const required = !endpoint.body.safeParse(undefined).success;
  return { required, content: { 'application/json': { schema: toSchema(endpoint.body, 'input', defs, `${name}_body`) } } };
}

function responses(endpoint: EndpointDefinition, defs: Record<string, JsonSchema>, name: string): Record<string, JsonSchema> {
  const status = String(endpoint.status ?? 200);
  const success =
    endpoint.kind === 'download'
      ? { description: '파일', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
      : {
          description: '성공 (data에 결과)',
          content: { 'application/json': { schema: toSchema(envelopeSchema(endpoint.response), 'output', defs, `${name}_response`) } },
        };
  return { [status]: success, default: { description: '오류 (code, 한국어 message)', content: { 'application/json': { schema: ERROR_ENVELOPE_REF } } } };
}

/** Who may call: no session (`[]`), or the session cookie; unsafe methods also carry the CSRF header. */
function security(endpoint: EndpointDefinition): Record<string, string[]>[] {
  const requirement: Record<string, string[]> = {};
  if (endpoint.access !== 'public') requirement.sessionCookie = [];
  if (UNSAFE.has(endpoint.method)) requirement.csrfHeader = [];
  return Object.keys(requirement).length ? [requirement] : [];
}

/** A stable operation name from the method and path: `DELETE /api/file/:refType/:refId` → `delete_api_file_refType_refId`. */
function operationId(endpoint: EndpointDefinition): string {
  return `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^A-Za-z0-9]+/g, '_')}`.replace(/_+$/, '');
}

export function buildOpenApiDocument(endpoints: readonly EndpointDefinition[] = allEndpoints): OpenApiDocument {
  const defs: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    const name = operationId(endpoint);
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${endpoint.method} ${endpoint.path} is defined twice in the contract`);
    if (endpoint.tag) tags.add(endpoint.tag);
    const body = requestBody(endpoint, defs, name);
    item[method] = {
      operationId: name,
      summary: endpoint.summary,
      ...(endpoint.tag ? { tags: [endpoint.tag] } : {}),
      parameters: parameters(endpoint, defs, name),
      ...(body ? { requestBody: body } : {}),
      responses: responses(endpoint, defs, name),
      security: security(endpoint),
      'x-access': endpoint.access,
      ...(endpoint.scope ? { 'x-scope': endpoint.scope } : {}),
    };
  }
  const errorEnvelope = toSchema(errorEnvelopeSchema, 'output', defs, 'ErrorEnvelope');
  return {
    openapi: '3.1.0',
    info: {
      title: '어린이집 관리 API',
      version: '2.0.0',
      description:
        'Kindergarten administration API. Every JSON reply is the envelope { success, code, message, data }; errors carry ' +
        'a code and a Korean message. x-access: public, authenticated or the roles that may call; x-class-scope: where a ' +
        "teacher's classId is read (a teacher reaches only their own class). Generated from packages/contract by npm run openapi.",
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...defs, ErrorEnvelope: errorEnvelope },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE, description: '로그인 세션 (access token, httpOnly)' },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: 'XSRF-TOKEN 쿠키와 같은 값 (POST/PUT/DELETE)',
        },
      },
    },
  };
}

/** Objects with their keys sorted, recursively (arrays keep their order): the same document always reads the same. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/** docs/api/openapi.json's text: sorted keys, 2-space indentation, a trailing newline. */
export function openApiJson(document: OpenApiDocument = buildOpenApiDocument()): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}
