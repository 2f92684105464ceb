import { z } from 'zod';

/**
 * For the browser: zod compiles object parsers with `new Function` and probes for it first, which a strict CSP
 * (script-src 'self', no 'unsafe-eval') reports as a violation on every page. The interpreted parser is fast enough
 * for forms; the server keeps the compiled one.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
