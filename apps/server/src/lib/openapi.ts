import path from 'node:path';
import { z } from 'zod';
import * as contract from '@kg/contract';
import { XSRF_HEADER, allEndpoints, envelopeSchema, errorEnvelopeSchema, type EndpointDefinition } from '@kg/contract';
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
const COMPONENTS = '#/components/schemas/';
const ERROR_ENVELOPE_REF = { $ref: `${COMPONENTS}ErrorEnvelope` };
/** Marks, until the document is finished, a reference to a component's input form (see ComponentCollector). */
const INPUT_MARK = '@input';

/**
 * The contract's exported schemas under their export names without the suffix (`medicineRowSchema` → `MedicineRow`):
 * each becomes one component, referenced wherever it is used, so a shape is defined once in the document as in the
 * contract. New schemas are named by exporting them; nothing is listed twice.
 */
function contractSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const key of Object.keys(contract).sort()) {
    const value = (contract as Record<string, unknown>)[key];
    if (key.endsWith('Schema') && value instanceof z.ZodType && !names.has(value)) {
      names.set(value, key[0].toUpperCase() + key.slice(1, -'Schema'.length));
    }
  }
  return names;
}

/**
 * The metadata zod's toJSONSchema reads (`metadata`): the global registry's (descriptions) plus the component name as
 * `id`, which makes zod extract the schema into `$defs` and reference it. `inline` is a schema converted whole
 * (parameters, multipart fields) because its properties are read one by one.
 */
class ComponentRegistry extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  constructor(
    private readonly names: Map<z.ZodType, string>,
    private readonly inline?: z.ZodType,
  ) {
    super();
  }

  override get<S extends z.core.$ZodType>(schema: S) {
    const meta = z.globalRegistry.get(schema);
    const id = (schema as unknown) === this.inline ? undefined : this.names.get(schema as unknown as z.ZodType);
    return (id ? { ...meta, id } : meta) as ReturnType<z.core.$ZodRegistry<z.core.GlobalMeta>['get']>;
  }
}

/**
 * Gathers the components of every conversion. A schema's input form (what a client sends: defaults optional,
 * transforms' input) and output form (what the server writes) are one component when they read the same, else two:
 * `Name` (output) and `NameInput`.
 */
class ComponentCollector {
  private readonly forms = new Map<string, { input?: JsonSchema; output?: JsonSchema }>();
  private readonly plain: Record<string, JsonSchema> = {};

  constructor(private readonly names: Map<z.ZodType, string>) {}

  /** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses); what JSON cannot say becomes `{}` (any). */
  toSchema(schema: z.ZodType, io: 'input' | 'output', owner: string, options: { inline?: boolean } = {}): JsonSchema {
    const metadata = new ComponentRegistry(this.names, options.inline ? schema : undefined);
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', metadata }) as JsonSchema;
    delete json.$schema;
    return this.hoist(json, io, owner);
  }

  /** Moves a conversion's `$defs` into the components and points its refs there (named ones by form, until finish). */
  private hoist(json: JsonSchema, io: 'input' | 'output', owner: string): JsonSchema {
    const local = json.$defs as Record<string, JsonSchema> | undefined;
    if (!local) return json;
    delete json.$defs;
    const named = new Set(this.names.values());
    const target = new Map<string, string>();
    for (const key of Object.keys(local)) {
      if (named.has(key)) target.set(key, io === 'input' ? `${key}${INPUT_MARK}` : key);
      // a def zod made on its own (a recursive part without a name): kept apart per operation
      else target.set(key, this.plain[key] === undefined || sameJson(this.plain[key], local[key]) ? key : `${owner}_${key}`);
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) {
        out[key] = key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/') ? COMPONENTS + target.get(inner.slice('#/$defs/'.length)) : rewrite(inner);
      }
      return out;
    };
    for (const [key, def] of Object.entries(local)) {
      const body = rewrite(def) as JsonSchema;
      if (named.has(key)) {
        const forms = this.forms.get(key) ?? {};
        forms[io] = body;
        this.forms.set(key, forms);
      } else this.plain[target.get(key)!] = body;
    }
    return rewrite(json) as JsonSchema;
  }

  /** Every component under its final name, and a function that points the document's refs at those names. */
  finish(): { schemas: Record<string, JsonSchema>; resolve<T>(value: T): T } {
    const unmark = (value: unknown) => JSON.stringify(value).replaceAll(INPUT_MARK, '');
    const refsOf = (value: unknown) => [...JSON.stringify(value).matchAll(new RegExp(`${COMPONENTS}([A-Za-z0-9_]+)${INPUT_MARK}`, 'g'))].map((m) => m[1]);
    // a component splits when its two forms differ, or its input form refers to one that splits
    const split = new Set<string>();
    for (const [name, { input, output }] of this.forms) if (input && output && unmark(input) !== unmark(output)) split.add(name);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [name, { input, output }] of this.forms) {
        if (!split.has(name) && input && output && refsOf(input).some((ref) => split.has(ref))) {
          split.add(name);
          grew = true;
        }
      }
    }
    // `NameInput`, unless the contract has a schema of that name already (dishInputSchema)
    const taken = new Set(this.names.values());
    const inputName = (name: string) => (!split.has(name) ? name : taken.has(`${name}Input`) ? `${name}_input` : `${name}Input`);
    const resolve = <T>(value: T): T =>
      JSON.parse(
        JSON.stringify(value).replace(new RegExp(`${COMPONENTS}([A-Za-z0-9_]+)${INPUT_MARK}`, 'g'), (_, name: string) => COMPONENTS + inputName(name)),
      ) as T;
    const schemas: Record<string, JsonSchema> = { ...this.plain };
    for (const [name, { input, output }] of this.forms) {
      if (output) schemas[name] = output;
      if (input && (!output || split.has(name))) schemas[inputName(name)] = input;
    }
    return { schemas: resolve(schemas), resolve };
  }
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
function parameters(endpoint: EndpointDefinition, components: ComponentCollector, name: string): JsonSchema[] {
  const out: JsonSchema[] = [];
  const names = pathNames(endpoint.path);
  if (endpoint.params) {
    const { props } = properties(components.toSchema(endpoint.params, 'input', name, { inline: true }));
    for (const param of names) out.push(parameter(param, 'path', true, props[param] ?? { type: 'string' }));
  } else {
    for (const param of names) out.push(parameter(param, 'path', true, { type: 'string' }));
  }
  if (endpoint.query) {
    const { props, required } = properties(components.toSchema(endpoint.query, 'input', name, { inline: true }));
    for (const [param, schema] of Object.entries(props)) out.push(parameter(param, 'query', required.includes(param), schema));
  }
  return out;
}

function parameter(name: string, location: 'path' | 'query', required: boolean, schema: JsonSchema): JsonSchema {
  const { description, ...rest } = schema;
  return { name, in: location, required, ...(description ? { description } : {}), schema: rest };
}

function requestBody(endpoint: EndpointDefinition, components: ComponentCollector, name: string): JsonSchema | undefined {
  const kind = endpoint.kind ?? 'json';
  if (kind === 'multipart') {
    const fields = endpoint.body ? properties(components.toSchema(endpoint.body, 'input', name, { inline: true })) : { props: {}, required: [] };
    const files = { type: 'array', items: { type: 'string', format: 'binary' }, description: '올릴 파일 (files 필드, 여러 개 가능)' };
    const schema = { type: 'object', properties: { ...fields.props, files }, required: [...fields.required, 'files'] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!endpoint.body) return undefined;
  const required = !endpoint.body.safeParse(undefined).success;
  return { required, content: { 'application/json': { schema: components.toSchema(endpoint.body, 'input', name) } } };
}

function responses(endpoint: EndpointDefinition, components: ComponentCollector, name: string): Record<string, JsonSchema> {
  const status = String(endpoint.status ?? 200);
  const success =
    endpoint.kind === 'download'
      ? { description: '파일', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
      : {
          description: '성공 (data에 결과)',
          content: { 'application/json': { schema: components.toSchema(envelopeSchema(endpoint.response), 'output', name) } },
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
  const components = new ComponentCollector(contractSchemaNames());
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    const name = operationId(endpoint);
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${endpoint.method} ${endpoint.path} is defined twice in the contract`);
    if (endpoint.tag) tags.add(endpoint.tag);
    const body = requestBody(endpoint, components, name);
    item[method] = {
      operationId: name,
      summary: endpoint.summary,
      ...(endpoint.tag ? { tags: [endpoint.tag] } : {}),
      parameters: parameters(endpoint, components, name),
      ...(body ? { requestBody: body } : {}),
      responses: responses(endpoint, components, name),
      security: security(endpoint),
      'x-access': endpoint.access,
      ...(endpoint.scope ? { 'x-scope': endpoint.scope } : {}),
    };
  }
  // the `default` reply of every operation (ERROR_ENVELOPE_REF): the contract's errorEnvelopeSchema as a component
  components.toSchema(errorEnvelopeSchema, 'output', 'ErrorEnvelope');
  const { schemas, resolve } = components.finish();
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
    paths: resolve(paths),
    components: {
      schemas,
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
