import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * The deepest nesting a JSON body may have. The deepest body any call takes today is 8 levels (a weekly menu);
 * everything that walks a parsed body (the NUL guard, zod, the error details) recurses, so a body of thousands of `[`
 * once ended in a stack overflow and a 500 (docs/product/errors.md#codes, TOO_DEEP).
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACKET = 0x5b; // [
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACKET = 0x5d; // ]
const CLOSE_BRACE = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** Whether JSON text nests arrays/objects deeper than `limit`: one pass over the text, brackets inside strings ignored. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse, prototype poisoning refused) behind a depth check, for every route at
 * once: a body nested too deep is refused with TOO_DEEP (400) before it is parsed.
 */
export const jsonBodyPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('TOO_DEEP'), undefined);
      return;
    }
    parse(request, text, done);
  });
});
