import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { stripEndpointSchemas } from './vite-endpoint-routes';

// (jsdom, the suite's environment, gives import.meta.url a scheme other than file:)
const contractSrc = path.resolve(__dirname, '../../packages/contract/src');
const endpointFiles = fs
  .readdirSync(contractSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.endpoints.ts'))
  .map((file) => path.join(contractSrc, file));

const count = (code: string, pattern: RegExp) => code.match(pattern)?.length ?? 0;

describe('stripEndpointSchemas (the browser build of the contract endpoints)', () => {
  it('finds the endpoint files', () => expect(endpointFiles.length).toBeGreaterThanOrEqual(20));

  it.each(endpointFiles.map((file) => [path.basename(file), file]))('%s keeps every method and path and drops every schema', (_, file) => {
    const source = fs.readFileSync(file, 'utf8');
    const out = stripEndpointSchemas(source, file);
    expect(() => parseAst(out, { lang: 'ts' })).not.toThrow();
    expect(count(out, /\bmethod: '/g)).toBe(count(source, /\bmethod: '/g));
    expect(count(out, /\bpath: /g)).toBe(count(source, /\bpath: /g));
    expect(count(out, /\bresponse: void 0\b/g)).toBe(count(source, /\bresponse: /g));
    expect(out).not.toMatch(/\b(params|query|body|response): (?!void 0\b)/);
    expect(out).not.toMatch(/\bz\./);
    expect(out).not.toMatch(/from ["']zod["']/);
    // the Korean summaries sit before the schemas: a cut at a wrong offset would break them
    expect(out.match(/summary: '[^']*'/g)).toEqual(source.match(/summary: '[^']*'/g));
  });

  it('keeps a module that is not built with defineEndpoints from passing unnoticed', () => {
    expect(() => stripEndpointSchemas("export const x = { me: { method: 'GET' } };", 'x.endpoints.ts')).toThrow(/no endpoint schemas/);
  });
});
