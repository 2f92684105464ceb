import type { AxiosError } from 'axios';
import { ko } from '@/i18n/ko';

/** Every failed call reaches callers as an ApiError carrying the server's code and Korean message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly requestId: string | undefined;
  /** The message the server (or the network layer) actually gave; undefined when it gave none. */
  readonly givenMessage: string | undefined;

  constructor(init: { status: number; code: string; message?: string; details?: unknown; requestId?: string }) {
    super(init.message ?? ko.errors.unknown);
    this.givenMessage = init.message;
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
  }

  /** The given message, or `fallback` when there was none (e.g. '로그인 실패' on the login page). */
  messageOr(fallback: string): string {
    return this.givenMessage ?? fallback;
  }
}

type ErrorBody = { code?: unknown; message?: unknown; details?: unknown; requestId?: unknown };

function asText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Told by the fields axios documents (`isAxiosError`, the code `ERR_CANCELED` of a cancelled call) rather than by
 * axios's helpers: the login page and the route guards check errors without loading axios (it comes with the client).
 */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error) && error.code === 'ERR_CANCELED') return new ApiError({ status: 0, code: 'CANCELED' });
  if (isAxiosError(error)) {
    if (!error.response) return new ApiError({ status: 0, code: 'NETWORK', message: ko.errors.network });
    return fromErrorBody(error.response.status, error.response.data);
  }
  return new ApiError({ status: 0, code: 'UNKNOWN' });
}

/** Builds the error from the `{success:false, code, message, details?, requestId?}` envelope. */
export function fromErrorBody(status: number, data: unknown): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as ErrorBody;
  return new ApiError({
    status,
    code: asText(body.code) ?? `HTTP_${status}`,
    message: asText(body.message),
    details: body.details,
    requestId: asText(body.requestId),
  });
}
