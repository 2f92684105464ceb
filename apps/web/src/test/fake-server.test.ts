import { afterEach, describe, expect, it } from 'vitest';
import { medicineEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { contractViolations, fail, installFakeServer, ok, route } from './fake-server';

let server: ReturnType<typeof installFakeServer> | undefined;
afterEach(() => server?.restore());

/** Takes the violations this test expects, so test/setup.ts's check sees none left. */
const takeViolations = () => contractViolations.splice(0);

describe('fake server', () => {
  it('keys a route by the contract endpoint and answers the call', async () => {
    server = installFakeServer({ [route(medicineEndpoints.search, { classId: 3 })]: () => ok({ items: [], page: 1, size: 10, total: 0, totalPages: 1 }) });
    const page = await call(medicineEndpoints.search, { params: { classId: 3 }, query: { page: 1, size: 10 } });
    expect(page.total).toBe(0);
    expect(server.count('GET', '/api/v2/story/medicine/search/3')).toBe(1);
    expect(takeViolations()).toEqual([]);
  });

  it('records a fake reply that does not match the endpoint response schema', async () => {
    server = installFakeServer({ [route(medicineEndpoints.search, { classId: 3 })]: () => ok({ items: 'none' }) });
    await call(medicineEndpoints.search, { params: { classId: 3 }, query: { page: 1, size: 10 } });
    const violations = takeViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/GET \/api\/v2\/story\/medicine\/search\/:classId fake reply does not match the contract: data\.items: /);
  });

  it('records a request body the endpoint would refuse, and an error reply that is not the error envelope', async () => {
    server = installFakeServer({ [route(medicineEndpoints.check)]: () => ({ status: 409, body: { oops: true } }) });
    await expect(call(medicineEndpoints.check, { body: { classId: 3 } as never })).rejects.toBeDefined();
    const violations = takeViolations();
    expect(violations.some((v) => /PUT \/api\/v2\/story\/medicine\/check body .*medicineId/.test(v))).toBe(true);
    expect(violations.some((v) => /fake error reply/.test(v))).toBe(true);
  });

  it('records a call the contract does not define', async () => {
    server = installFakeServer({ 'GET /api/v2/nowhere': () => fail(404, 'NOT_FOUND') });
    await expect(call({ ...medicineEndpoints.get, path: '/api/v2/nowhere' }, { params: { classId: 1, id: 1 } })).rejects.toBeDefined();
    expect(takeViolations()).toEqual(['GET /api/v2/nowhere: no endpoint in the contract']);
  });
});
