import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { medicineEndpoints, medicineSchema, type EndpointDefinition } from '@kg/contract';
import { OPENAPI_FILE, buildOpenApiDocument } from './openapi';
import { breakingChanges, readApprovedChanges, unapprovedChanges } from './openapi-breaking';

const REPO = path.resolve(OPENAPI_FILE, '../../..');
const DOCUMENT_PATH = path.relative(REPO, OPENAPI_FILE);

const git = (...args: string[]) => execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * The document this branch started from (docs/api/README.md#breaking-changes): docs/api/openapi.json where HEAD left
 * OPENAPI_BASE_REF (default `main`); HEAD's own when that branch is unknown (a clone of main itself). Null outside git.
 */
function baseDocument(): { ref: string; document: unknown } | null {
  try {
    git('rev-parse', '--git-dir');
  } catch {
    return null;
  }
  const branch = process.env.OPENAPI_BASE_REF ?? 'main';
  let ref: string;
  try {
    ref = git('merge-base', 'HEAD', branch);
  } catch {
    ref = git('rev-parse', 'HEAD');
  }
  try {
    return { ref, document: JSON.parse(git('show', `${ref}:${DOCUMENT_PATH}`)) };
  } catch {
    return null; // no document there yet: nothing to break
  }
}

const medicine = Object.values(medicineEndpoints) as EndpointDefinition[];
const withEndpoint = (name: keyof typeof medicineEndpoints, change: (e: EndpointDefinition) => EndpointDefinition) =>
  medicine.map((e) => (e === medicineEndpoints[name] ? change(e) : e));

describe('breaking changes of the OpenAPI document', () => {
  it('finds removed operations, newly required request fields and removed response fields, not additions', () => {
    const before = buildOpenApiDocument(medicine);
    expect(breakingChanges(before, buildOpenApiDocument(medicine))).toEqual([]);

    const removed = breakingChanges(before, buildOpenApiDocument(medicine.filter((e) => e !== medicineEndpoints.end)));
    expect(removed.map((c) => c.change)).toEqual(['remove paths › /api/v2/story/medicine/end › put']);

    // optional → required in a request body (both forms inline, so the change is named at the field)
    const checkBody = medicineEndpoints.check.body as z.ZodObject;
    const optional = buildOpenApiDocument(withEndpoint('check', (e) => ({ ...e, body: checkBody.extend({ reason: z.string().optional() }) })));
    const required = buildOpenApiDocument(withEndpoint('check', (e) => ({ ...e, body: checkBody.extend({ reason: z.string() }) })));
    expect(breakingChanges(optional, required).map((c) => c.description)).toEqual(['[Added] required status to `reason` in Request Body content (application/json)']);
    expect(breakingChanges(required, optional)).toEqual([]);

    const shorter = medicineSchema.omit({ teacherComment: true });
    const fewer = breakingChanges(before, buildOpenApiDocument(withEndpoint('get', (e) => ({ ...e, response: shorter }))));
    expect(fewer.map((c) => c.description)).toContain('[Removed] property `teacherComment` from `data` in Response 200 content (application/json)');

    const added = { ...medicineEndpoints.get, path: '/api/v2/story/medicine/extra/:classId/:id' };
    expect(breakingChanges(before, buildOpenApiDocument([...medicine, added]))).toEqual([]);
  });

  it('lets through only the approved ones and names approvals that match nothing', () => {
    const changes = [
      { change: 'remove paths › /a › get', description: '' },
      { change: 'remove paths › /b › get', description: '' },
    ];
    const approved = [
      { change: 'remove paths › /a › get', reason: 'gone' },
      { change: 'remove paths › /c › get', reason: 'old' },
    ];
    expect(unapprovedChanges(changes, approved)).toEqual({ unapproved: [changes[1]], unused: [approved[1]] });
  });

  it('has no breaking change against the base document that docs/api/approved-changes.json does not approve', (context) => {
    const base = baseDocument();
    if (!base) return context.skip('not a git checkout, or no document in the base commit');
    const { unapproved, unused } = unapprovedChanges(breakingChanges(base.document, buildOpenApiDocument()), readApprovedChanges());
    if (unused.length) console.warn(`docs/api/approved-changes.json: ${unused.length} approval(s) no longer match a change since ${base.ref.slice(0, 8)}`);
    const entries = unapproved.map((c) => `${JSON.stringify({ change: c.change, reason: '…' })}  (${c.description})`);
    expect(entries, `breaking API changes since ${base.ref.slice(0, 8)}; approve them in docs/api/approved-changes.json (docs/api/README.md)`).toEqual([]);
  }, 60_000);
});
