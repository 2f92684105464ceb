import { toApiError } from '@/api/api-error';
import { useUiStore } from '@/stores/ui';

/**
 * Shows a failed call's server message in the global alert (docs/product/errors.md#how-the-web-shows-them). A 401 is
 * already handled by the API client (session reset, login) and a cancelled call is nobody's business, so neither is
 * shown.
 */
export function showApiError(error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.status === 401 || apiError.code === 'CANCELED') return;
  useUiStore.getState().showAlert(apiError.message, 'error');
}

/** The server's message for one form field (400 VALIDATION details: field path → Korean message). */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  const details = toApiError(error).details;
  if (!details || typeof details !== 'object') return undefined;
  const message = (details as Record<string, unknown>)[field];
  return typeof message === 'string' ? message : undefined;
}
