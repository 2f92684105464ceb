import { createRequire } from 'node:module';

/**
 * antd injects several hundred CSS rules at run time (CSS-in-JS), and jsdom matches every rule against the element
 * and its ancestors on each getComputedStyle — which Testing Library's role queries and user-event call all the time.
 * In tests only the properties that decide whether an element counts as visible or clickable matter, so antd's
 * injected CSS is cut down to those declarations before it reaches the document: the rules that hide things
 * (`.ant-select-dropdown-hidden{display:none}`, `.ant-tabs-tabpane-hidden`, `.ant-form-item-hidden` …) and the
 * rules that could override them stay, with their real selectors and at-rules, so the cascade decides as before.
 */
const KEPT_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'content-visibility']);

/** Grouping at-rules whose contents are filtered like the top level; other at-rules (keyframes, font-face) go. */
const GROUPING_AT_RULES = /^@(media|supports|layer|container|document)\b/i;

/** The index of `stop` (one of its characters) at depth 0, skipping quoted strings and parentheses; -1 when none. */
function scan(css: string, from: number, stop: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = endOfString(css, i);
    } else if (c === '\\') {
      i++;
    } else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && stop.includes(c)) return i;
  }
  return -1;
}

function endOfString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = endOfString(css, i);
    else if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

function keptDeclarations(body: string): string {
  const kept: string[] = [];
  let start = 0;
  while (start < body.length) {
    let end = scan(body, start, ';');
    if (end === -1) end = body.length;
    const declaration = body.slice(start, end);
    const colon = declaration.indexOf(':');
    if (colon > 0 && KEPT_PROPERTIES.has(declaration.slice(0, colon).trim().toLowerCase())) kept.push(declaration.trim());
    start = end + 1;
  }
  return kept.join(';');
}

/** Only the visibility-deciding declarations of `css` (stylis output: flat rules, grouping at-rules, no comments). */
export function visibilityRules(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const brace = scan(css, i, '{;');
    if (brace === -1) break;
    const prelude = css.slice(i, brace).trim();
    if (css[brace] === ';') {
      // a statement at-rule (@layer a, b; @import …): kept, it matches nothing
      if (prelude.startsWith('@')) out += `${prelude};`;
      i = brace + 1;
      continue;
    }
    const close = closingBrace(css, brace);
    const body = css.slice(brace + 1, close);
    if (prelude.startsWith('@')) {
      if (GROUPING_AT_RULES.test(prelude)) {
        const inner = visibilityRules(body);
        if (inner) out += `${prelude}{${inner}}`;
      }
    } else if (scan(body, 0, '{') !== -1) {
      // nested rules (not what stylis emits): kept whole rather than guessed at
      out += `${prelude}{${body}}`;
    } else {
      const declarations = keptDeclarations(body);
      if (declarations) out += `${prelude}{${declarations}}`;
    }
    i = close + 1;
  }
  return out;
}

type UpdateCss = (css: string, key: string, option?: { mark?: string }) => unknown;

const installed = Symbol.for('kg.test.antdStyleFilter');

/**
 * Filters what antd's CSS-in-JS (@ant-design/cssinjs, through @rc-component/util's updateCSS) writes into the
 * document. antd runs as CommonJS from node_modules, so its modules are patched in Node's module cache, found from
 * antd's own location (the copies antd really uses). Only cssinjs's style tags (mark data-css-hash) are filtered:
 * its feature checks (`supportWhere`, which reads `content`) and other libraries' tags pass through untouched.
 */
export function installAntdStyleFilter() {
  const requireFromHere = createRequire(import.meta.url);
  const requireFromAntd = createRequire(requireFromHere.resolve('antd'));
  const requireFromCssinjs = createRequire(requireFromAntd.resolve('@ant-design/cssinjs'));
  const dynamicCss = requireFromCssinjs('@rc-component/util/lib/Dom/dynamicCSS') as { updateCSS: UpdateCss } & Record<symbol, boolean>;
  if (dynamicCss[installed]) return;
  const updateCSS = dynamicCss.updateCSS;
  dynamicCss.updateCSS = (css, key, option) =>
    updateCSS(option?.mark === 'data-css-hash' ? visibilityRules(css) : css, key, option);
  dynamicCss[installed] = true;
}
