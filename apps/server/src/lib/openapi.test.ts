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
});
