import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalog, type ErrorCode, type ErrorEnvelope } from '@kg/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../lib/errors';
import { clientErrorOf, loggableError } from '../lib/database-error';
import { isBrowserNavigation, sendErrorPage } from './error-page';

export function errorBody(request: FastifyRequest, code: ErrorCode, message?: string, details?: unknown): ErrorEnvelope {
  return {
    success: false,
    code,
    message: message ?? errorCatalog[code].message,
    requestId: request.id,
    ...(details === undefined ? {} : { details }),
  };
}

/** The envelope with the code's status; a browser's own navigation (a download, a file in a tab) gets it as a page. */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, message?: string, details?: unknown) {
  const status = errorCatalog[code].status;
  const body = errorBody(request, code, message, details);
  if (isBrowserNavigation(request)) return sendErrorPage(request, reply, status, body);
  return reply.code(status).type('application/json').send(body);
}

/** Fastify's own error codes that map to our catalogue. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_REQ_FILE_TOO_LARGE: 'TOO_LARGE',
  FST_PARTS_LIMIT: 'TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_LARGE',
  FST_FIELDS_LIMIT: 'TOO_LARGE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION',
};

/** Envelope and error catalogue (docs/product/errors.md): Korean messages, field details, no internals on 5xx. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const clientError = error instanceof AppError ? error : clientErrorOf(error);
    if (clientError) error = clientError;
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: loggableError(error) }, 'application error');
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(error.validationContext ?? '');
        if (!(field in details)) details[field] = issue.message ?? errorCatalog.VALIDATION.message;
      }
      const first = Object.values(details)[0] ?? errorCatalog.VALIDATION.message;
      return sendError(request, reply, 'VALIDATION', first, details);
    }
    if ((error as FastifyError).statusCode === 429) return sendError(request, reply, 'RATE_LIMITED');
    const mapped = (error as FastifyError).code ? fastifyCodes[(error as FastifyError).code] : undefined;
    if (mapped) return sendError(request, reply, mapped);
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 413 ? 'TOO_LARGE' : status === 415 ? 'UNSUPPORTED_TYPE' : 'BAD_REQUEST';
      return sendError(request, reply, code);
    }
    // never the error itself: a database error carries its statement's parameters (personal data)
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
});
