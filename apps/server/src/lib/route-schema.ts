import { envelopeSchema, errorEnvelopeSchema } from '@kg/contract';
import { z } from 'zod';

/** Response schemas for a route: the success envelope around `data` plus the error envelope for every error status. */
export function responses<T extends z.ZodTypeAny>(data: T, status: 200 | 201 = 200) {
  return {
    [status]: envelopeSchema(data),
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    413: errorEnvelopeSchema,
    415: errorEnvelopeSchema,
    423: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
    500: errorEnvelopeSchema,
  };
}
