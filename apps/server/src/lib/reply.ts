import type { Envelope } from '@kg/contract';

/** The success envelope (docs/product/errors.md#the-envelope). */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, code: 'OK', message, data };
}
