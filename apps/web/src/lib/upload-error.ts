import { UPLOAD_FAILED_DEFAULT_MESSAGE } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { useUiStore } from '@/stores/ui';

/**
 * A failed upload (SPEC §6/§8): a 403 or FORBIDDEN opens the access-denied dialog with the server's message (or the
 * default); anything else shows the server's message or '파일 업로드에 실패했습니다.'. A 401 is the API client's.
 */
export function showUploadError(error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.status === 401 || apiError.code === 'CANCELED') return;
  if (apiError.status === 403 || apiError.code === 'FORBIDDEN') {
    useUiStore.getState().openAccessDenied(apiError.givenMessage);
    return;
  }
  useUiStore.getState().showAlert(apiError.messageOr(UPLOAD_FAILED_DEFAULT_MESSAGE), 'error');
}
