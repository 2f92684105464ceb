import { z } from 'zod';

/** Every response is this envelope (docs/product/errors.md#the-envelope); the client reads `data.data`. */
export function envelopeSchema<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), code: z.literal('OK'), message: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: true; code: 'OK'; message: string; data: T };

/** Field-level validation details: field path → Korean message. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
export type Page<T> = { items: T[]; page: number; size: number; total: number; totalPages: number };

export const okSchema = z.null();
