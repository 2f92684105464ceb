import fs from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin, type Rollup } from 'vite';

/** What dist/route-chunks.json holds: most specific pattern first (React Router's ranking), files relative to dist. */
export type RouteChunks = { pattern: string; files: string[] }[];
/** A page pattern and the source modules the router imports when it opens a URL of it. */
export type RouteModules = { pattern: string; modules: string[] }[];
/** A specifier imported by `importer` → the module id, or null when it cannot be resolved. */
export type Resolve = (specifier: string, importer: string) => Promise<string | null>;

type Node = { type: string; [key: string]: any };
type Binding = { file: string; node: Node };
type Scope = { locals: Map<string, Node>; imports: Map<string, { source: string; name: string }> };

/**
 * Writes dist/route-chunks.json: for each page URL pattern of the client router (the `routes` of src/app/router.tsx),
 * the chunks the router loads when it opens such a URL and the page's HTML does not load already. The server names them
 * in the HTML it answers that URL with, so the browser fetches them beside the first scripts instead of after them
 * (docs/decisions/015-route-chunks-in-first-html.md).
 */
export function routeChunks(): Plugin {
  let srcDir = '';
  return {
    name: 'kg-route-chunks',
    apply: 'build',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
    },
    async generateBundle(_, bundle) {
      const resolve: Resolve = async (specifier, importer) => (await this.resolve(specifier, importer))?.id ?? null;
      const routes = await routeModules({ file: path.join(srcDir, 'app/router.tsx'), name: 'routes', srcDir, resolve });
      const lines = routeFiles(routes, bundle).map((route) => JSON.stringify(route));
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: `[\n${lines.join(',\n')}\n]\n` });
    },
  };
}

/**
 * Reads the route table exported as `name` from `file` (nested route objects, arrays and objects referred to by name,
 * in this file or imported from another one) and gives each route with a path or `index` its full pattern and the
 * modules imported by the `lazy` and `loader` code of its branch (the route and its parents): the `import()`s written in
 * them and in every function of the app (under `srcDir`) they call, followed through top-level names. Splat routes are
 * left out: a URL only they match gets the plain page.
 */
export async function routeModules(options: { file: string; name: string; srcDir: string; resolve: Resolve }): Promise<RouteModules> {
  const { file, name, srcDir, resolve } = options;
  const scopes = new Map<string, Scope>();
  const scopeOf = (f: string) => scopes.get(f) ?? scopes.set(f, readScope(f)).get(f)!;

  async function binding(f: string, local: string): Promise<Binding | null> {
    const scope = scopeOf(f);
    const node = scope.locals.get(local);
    if (node) return { file: f, node };
    const imported = scope.imports.get(local);
    if (!imported) return null;
    const target = (await resolve(imported.source, f))?.replace(/\?.*$/, '');
    return target && isAppSource(target, srcDir) ? binding(target, imported.name) : null;
  }

  async function importsOf(node: Node, f: string, into: Set<string>, seen: Set<Node>): Promise<void> {
    // types name no code; `x as T`, `x satisfies T`, `x!` hold code in `expression`
    if (node.type.startsWith('TS')) return node.expression ? importsOf(node.expression as Node, f, into, seen) : undefined;
    if (node.type === 'ImportExpression') {
      const source = node.source as Node;
      if (source.type !== 'Literal' || typeof source.value !== 'string') throw new Error(`${f}: an import() of something else than a string`);
      const id = await resolve(source.value, f);
      if (!id) throw new Error(`${f}: cannot resolve import('${source.value}')`);
      into.add(id);
      return;
    }
    if (node.type === 'Identifier') {
      const target = await binding(f, node.name as string);
      if (target && !seen.has(target.node)) {
        seen.add(target.node);
        await importsOf(target.node, target.file, into, seen);
      }
      return;
    }
    for (const child of referenceChildren(node)) await importsOf(child, f, into, seen);
  }

  async function objectAt(node: Node, f: string, what: string): Promise<Binding> {
    if (node.type === 'Identifier') {
      const target = await binding(f, node.name as string);
      if (!target) throw new Error(`${f}: ${what} ${node.name as string} is not a top-level name of the app`);
      return objectAt(target.node, target.file, what);
    }
    return { file: f, node };
  }

  const found: (RouteModules[number] & { score: number })[] = [];
  async function walk(list: Node, f: string, parentPath: string, inherited: Set<string>): Promise<void> {
    if (list.type !== 'ArrayExpression') throw new Error(`${f}: a route list that is not an array literal`);
    for (const element of list.elements as Node[]) {
      const route = await objectAt(element, f, 'route');
      if (route.node.type !== 'ObjectExpression') throw new Error(`${route.file}: a route that is not an object literal`);
      const props = new Map<string, Node>();
      for (const prop of route.node.properties as Node[]) {
        if (prop.type !== 'Property' || prop.computed || prop.key.type !== 'Identifier') {
          throw new Error(`${route.file}: a route property that is not a plain name (a spread, a computed key)`);
        }
        props.set(prop.key.name as string, prop.value as Node);
      }
      const own = props.get('path');
      if (own && typeof own.value !== 'string') throw new Error(`${route.file}: a route path that is not a string literal`);
      const isIndex = props.get('index')?.value === true;
      // as React Router joins them (flattenRoutes)
      const routePath = `${parentPath}/${(own?.value as string | undefined) ?? ''}`.replace(/\/\/+/g, '/');
      const modules = new Set(inherited);
      for (const key of ['lazy', 'loader']) {
        const code = props.get(key);
        if (code) await importsOf(code, route.file, modules, new Set());
      }
      if ((own || isIndex) && !routePath.includes('*')) {
        found.push({ pattern: routePath.replace(/(.)\/$/, '$1'), modules: [...modules], score: routeScore(routePath, isIndex) });
      }
      const children = props.get('children');
      if (children) {
        const list = await objectAt(children, route.file, 'route list');
        await walk(list.node, list.file, routePath, modules);
      }
    }
  }

  const table = await objectAt({ type: 'Identifier', name }, file, 'route table');
  await walk(table.node, table.file, '', new Set());
  // a parent and its index child share a pattern: the index ranks higher and its branch holds the parent's modules
  const byPattern = new Map<string, RouteModules[number]>();
  for (const { pattern, modules } of found.sort((a, b) => b.score - a.score)) {
    if (!byPattern.has(pattern)) byPattern.set(pattern, { pattern, modules });
  }
  return [...byPattern.values()];
}

/**
 * Each route's modules as the files of the bundle that hold them, with the chunks and CSS those import statically,
 * without what the entry (index.html) loads already.
 */
export function routeFiles(routes: RouteModules, bundle: Rollup.OutputBundle): RouteChunks {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const file of chunk.imports) closure(byFile.get(file)!, into);
    return into;
  };
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, loaded);
  const filesOf = (id: string): string[] => {
    if (chunks.some((chunk) => loaded.has(chunk.fileName) && chunk.moduleIds.includes(id))) return [];
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-chunks: no chunk holds ${id}`);
    return [...closure(chunk)].filter((file) => !loaded.has(file));
  };
  return routes.map(({ pattern, modules }) => ({ pattern, files: [...new Set(modules.flatMap(filesOf))] }));
}

/** React Router's rank of a branch (computeScore): static segments above dynamic ones, an index above its parent. */
function routeScore(routePath: string, isIndex: boolean): number {
  const segments = routePath.split('/');
  return segments.reduce(
    (score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10),
    segments.length + (isIndex ? 2 : 0),
  );
}

const isAppSource = (id: string, srcDir: string) => id.startsWith(srcDir + path.sep) && /\.tsx?$/.test(id);

/** A module's top-level names: its declarations (exported or not) and what it imports. */
function readScope(file: string): Scope {
  const locals = new Map<string, Node>();
  const imports = new Map<string, { source: string; name: string }>();
  const declare = (node: Node | null | undefined) => {
    if (!node) return;
    if (node.type === 'VariableDeclaration') {
      for (const declarator of node.declarations as Node[]) {
        if (declarator.id.type === 'Identifier' && declarator.init) locals.set(declarator.id.name, declarator.init);
      }
    } else if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) {
      locals.set(node.id.name as string, node);
    }
  };
  for (const statement of parseAst(fs.readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' }).body as Node[]) {
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
      for (const specifier of statement.specifiers as Node[]) {
        const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : specifier.type === 'ImportDefaultSpecifier' ? 'default' : null;
        if (name && specifier.importKind !== 'type') imports.set(specifier.local.name, { source: statement.source.value, name });
      }
    } else if (statement.type === 'ExportNamedDeclaration') {
      declare(statement.declaration);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      locals.set('default', statement.declaration);
      declare(statement.declaration);
    } else {
      declare(statement);
    }
  }
  return { locals, imports };
}

/**
 * The child nodes that can refer to a top-level name: not a property's or member's plain name, not the names a
 * function or declaration binds (a parameter named like a top-level function would pull that function's imports in).
 */
function referenceChildren(node: Node): Node[] {
  const skip = new Set(['type', 'start', 'end']);
  if (node.type === 'MemberExpression' && !node.computed) skip.add('property');
  if ((node.type === 'Property' || node.type === 'MethodDefinition' || node.type === 'PropertyDefinition') && !node.computed) skip.add('key');
  if (node.type.includes('Function')) skip.add('id').add('params');
  if (node.type === 'VariableDeclarator' || node.type === 'ClassDeclaration' || node.type === 'ClassExpression') skip.add('id');
  if (node.type === 'CatchClause') skip.add('param');
  const children: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (skip.has(key) || !value || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') children.push(child as Node);
  }
  return children;
}
