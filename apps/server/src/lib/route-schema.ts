import { envelopeSchema, errorEnvelopeSchema } from '@kg/contract';
import type { z } from 'zod';

/** The error envelope for every error status a route can answer with. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};

/** Response schemas for a route: the success envelope around `data` plus the error envelope for every error status. */
export function responses<T extends z.ZodType>(data: T, status: 200 | 201 = 200) {
  return { ...errorResponses, [status]: envelopeSchema(data) } as typeof errorResponses & {
    200: ReturnType<typeof envelopeSchema<T>>;
  };
}
