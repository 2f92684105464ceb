import { UPLOAD_FAILED_DEFAULT_MESSAGE } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { useUiStore } from '@/stores/ui';

/**
 * Reports a failed upload (docs/product/file.md#upload-errors): with `alert`, the server's message or
 * '파일 업로드에 실패했습니다.'. A 401 and a 403 (the access-denied dialog) are the API client's; a cancelled upload says
 * nothing.
 */
export function showUploadError(error: unknown, { alert = true }: { alert?: boolean } = {}): void {
  const apiError = toApiError(error);
  if (apiError.status === 401 || apiError.status === 403 || apiError.code === 'CANCELED') return;
  if (alert) useUiStore.getState().showAlert(apiError.messageOr(UPLOAD_FAILED_DEFAULT_MESSAGE), 'error');
}

/** What a failed file says under its name: the server's message, or '파일 업로드에 실패했습니다.' (also offline). */
export function uploadErrorMessage(error: unknown): string {
  const apiError = toApiError(error);
  return apiError.status > 0 ? apiError.messageOr(UPLOAD_FAILED_DEFAULT_MESSAGE) : UPLOAD_FAILED_DEFAULT_MESSAGE;
}
