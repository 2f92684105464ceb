/*
 * `zod` for the browser build (vite.config.ts aliases the bare import here): configured to parse without
 * `new Function` before any schema exists. zod probes for eval when a schema is built, which the strict CSP
 * (script-src 'self', no 'unsafe-eval') reports as a violation; the contract's schemas are built as their modules load,
 * before any code of the app's own could run. The server keeps the compiled parsers.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
