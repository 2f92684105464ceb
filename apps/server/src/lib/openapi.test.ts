import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@kg/contract';
import { OPENAPI_FILE, buildOpenApiDocument, openApiJson } from './openapi';

describe('OpenAPI document', () => {
  it('docs/api/openapi.json is the document the contract generates', () => {
    const checkedIn = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
    expect(checkedIn === openApiJson(), 'docs/api/openapi.json is stale: run `npm run openapi` and commit the file').toBe(true);
  });

  it('has one operation per endpoint, with its access, and files for uploads and downloads', () => {
    const doc = buildOpenApiDocument();
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(allEndpoints.length);

    const upload = doc.paths['/api/file/upload/cont'].post as any;
    expect(upload['x-access']).toEqual(['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_TEACHER']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.files).toEqual(
      expect.objectContaining({ type: 'array', items: { type: 'string', format: 'binary' } }),
    );
    const download = doc.paths['/api/file/{fileId}'].get as any;
    expect(download.responses['200'].content['application/octet-stream'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(download.parameters).toEqual([expect.objectContaining({ name: 'fileId', in: 'path', required: true })]);

    const login = doc.paths['/api/v2/login'].post as any;
    expect(login['x-access']).toBe('public');
    expect(login.security).toEqual([{ csrfHeader: [] }]);
    expect(login.responses.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
  });

  it('names every exported contract schema it uses once, as a component the operations reference', () => {
    const doc = buildOpenApiDocument();
    const schemas = doc.components.schemas;
    const check = doc.paths['/api/v2/story/medicine/check'].put as any;
    expect(check.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CheckMedicineBody' });
    expect(check.responses['200'].content['application/json'].schema.properties.data).toEqual({ $ref: '#/components/schemas/Medicine' });
    expect(schemas.Medicine).toEqual(expect.objectContaining({ type: 'object', properties: expect.objectContaining({ medicineId: expect.anything() }) }));
    // a parameter keeps its own name and points at the shape it shares
    const search = doc.paths['/api/v2/story/medicine/search/{classId}'].get as any;
    expect(search.parameters[0]).toEqual({ name: 'classId', in: 'path', required: true, schema: { $ref: '#/components/schemas/ClassId' } });

    // no named object is also written out inline somewhere else (scalars such as an id may share a shape by chance)
    const text = JSON.stringify(doc);
    const isObject = (body: Record<string, unknown>) => body.type === 'object' && Object.keys(body.properties ?? {}).length >= 3;
    const bodies = Object.values(schemas).map((body) => JSON.stringify(body));
    const inlined = Object.entries(schemas).filter(([, body]) => {
      const json = JSON.stringify(body);
      // as often as components have this very shape (two contract schemas may happen to read the same), no more
      return isObject(body) && text.split(json).length - 1 > bodies.filter((other) => other === json).length;
    });
    expect(inlined.map(([name]) => name)).toEqual([]);
    // every reference resolves
    const refs = new Set([...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    expect([...refs].filter((name) => !(name in schemas))).toEqual([]);
  });

  it('splits a component into Name and NameInput only where what a client sends differs from what the server writes', () => {
    const schemas = buildOpenApiDocument().components.schemas;
    // the phone number is normalised by a transform: its input is the pattern, its output any string
    expect(schemas.ChildPhoneInput).toEqual(expect.objectContaining({ type: 'string', pattern: expect.any(String) }));
    expect(schemas.ChildPhone).toEqual({});
    expect(schemas.MedicineInput).toBeUndefined();
  });
});
