import type { Envelope } from '@kg/contract';

/** The success envelope (DESIGN §5). */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, code: 'OK', message, data };
}
