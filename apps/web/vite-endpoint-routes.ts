import { parseAst, type Plugin } from 'vite';

/** The contract's endpoint definitions (packages/contract/src/<domain>/<domain>.endpoints.ts). */
const ENDPOINTS_FILE = /packages[\\/]contract[\\/]src[\\/][^\\/]+[\\/][^\\/]+\.endpoints\.ts$/;
/** What the server validates and documents with; the web's client reads only the method and the path. */
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'response']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * The browser build keeps each endpoint's method, path and access but not its zod schemas
 * (docs/decisions/013-web-endpoints-without-schemas.md): every call imported the schemas of its whole domain, and
 * building them held a phone's first request back. The types still come from the full definitions; the web's forms
 * import the schemas they validate with directly, so those stay.
 */
export function endpointRoutesOnly(): Plugin {
  return {
    name: 'kg-endpoint-routes-only',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      return ENDPOINTS_FILE.test(id) ? { code: stripEndpointSchemas(code, id), map: null } : null;
    },
  };
}

/** An endpoints module with every endpoint's params, query, body and response set to undefined. */
export function stripEndpointSchemas(code: string, file: string): string {
  const cuts: { start: number; end: number }[] = [];
  visit(parseAst(code, { lang: 'ts' }), (node) => {
    if (!isDefineEndpointsCall(node)) return;
    const definitions = (node.arguments as Node[])[2];
    if (definitions?.type !== 'ObjectExpression') throw new Error(`${file}: defineEndpoints without an object literal`);
    for (const endpoint of definitions.properties as Node[]) {
      const value = endpoint.value as Node | undefined;
      if (value?.type !== 'ObjectExpression') throw new Error(`${file}: an endpoint that is not an object literal`);
      for (const property of value.properties as Node[]) {
        const key = property.key as Node | undefined;
        if (key?.type === 'Identifier' && SCHEMA_KEYS.has(key.name as string)) cuts.push(property.value as Node);
      }
    }
  });
  if (cuts.length === 0) throw new Error(`${file}: no endpoint schemas found (has defineEndpoints changed?)`);
  let out = code;
  for (const cut of [...cuts].sort((a, b) => b.start - a.start)) out = `${out.slice(0, cut.start)}void 0${out.slice(cut.end)}`;
  // the module's own `z` (e.g. `response: z.null()`) went with the schemas: its import alone would still load zod
  return /\bz\./.test(out) ? out : out.replace(/^import\s*\{\s*z\s*\}\s*from\s*["']zod["'];?[ \t]*$/m, '');
}

function isDefineEndpointsCall(node: Node): boolean {
  const callee = node.callee as Node | undefined;
  return node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineEndpoints';
}

function visit(node: unknown, enter: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, enter);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  enter(node as Node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') visit(value, enter);
}
