import { expect } from 'vitest';
import type { ApiResponse } from './api';

/** What a caller learns from an answer: its status and body, without the request's own id. */
export function answerOf(res: ApiResponse) {
  const { requestId: _requestId, ...body } = (res.json ?? {}) as Record<string, unknown>;
  return { status: res.status, body };
}

/**
 * Outside a caller's scope a record does not exist (docs/decisions/017-centres-and-policies.md): `res` must be the
 * very answer `missing` got — the call with an id that does not exist — and that one a 404 with `message`.
 */
export function expectAsMissing(res: ApiResponse, missing: ApiResponse, message: string, label?: string): void {
  expect(answerOf(missing), label).toEqual({ status: 404, body: { success: false, code: 'NOT_FOUND', message } });
  expect(answerOf(res), label).toEqual(answerOf(missing));
}
