import { errorCatalog, type ErrorCode } from '@kg/contract';

/** Thrown anywhere on the server; the error plugin turns it into the envelope with the catalogue's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? errorCatalog[code].message);
    this.code = code;
    this.status = errorCatalog[code].status;
    this.details = details;
  }
}

/** 429 that says how long to wait: the error plugin sends the wait as Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super('RATE_LIMITED', message);
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** A validation failure on one field, shaped like schema validation errors. */
export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });
