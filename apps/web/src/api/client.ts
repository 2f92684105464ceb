import { XSRF_COOKIE, authEndpoints } from '@kg/contract';
import { currentPath, navigateTo } from '@/lib/navigator';
import { PASSWORD_CHANGE_PATH, isOnLoginPage, loginPathWithRedirect } from '@/lib/paths';
import { markActivity, rememberSessionEnd, type SessionEnd } from '@/lib/session-activity';
import { readRememberMe, useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { useNetworkFailure } from '@/lib/use-online';
import type { ApiError } from './api-error';
import { createApiClient } from './http-client';

export { ApiError } from './api-error';
export { isApiError, type CallConfig, type UploadInput } from './http-client';

/**
 * Session is gone: forget it and send the user to login, coming back here afterwards. An expired token means it ran
 * out while unused: the login page says so (drafts of what was being written survive: lib/form-draft).
 */
export function endSession(reason: SessionEnd | null = null): void {
  if (reason) rememberSessionEnd(reason);
  useSessionStore.getState().reset();
  const here = currentPath();
  if (!isOnLoginPage(here)) navigateTo(loginPathWithRedirect(here));
}

/**
 * A 403 means the same wherever it comes from (docs/product/README.md#the-shell): the access-denied dialog with the
 * server's message, whose 닫기 leaves the page — never an error block with a retry that cannot help. A one-time password
 * still to be changed sends the user to 내 정보; a CSRF refusal is left to its caller (it asks for a reload).
 */
function reportRefusal(apiError: ApiError): void {
  if (apiError.code === 'CSRF') return;
  if (apiError.code === 'PASSWORD_CHANGE_REQUIRED') navigateTo(PASSWORD_CHANGE_PATH);
  else useUiStore.getState().openAccessDenied(apiError.givenMessage);
}

const endReason = (apiError: ApiError): SessionEnd | null => (apiError.code === 'AT_EXPIRED' ? 'idle' : null);

/**
 * The one HTTP client of the staff app (api/http-client.ts): its XSRF cookie, its refresh queue
 * (docs/product/auth.md#refresh-and-401), and every answer counting as activity for the idle sign-out.
 */
export const { api, call, upload, fetchFile } = createApiClient({
  xsrfCookieName: XSRF_COOKIE,
  refreshEndpoint: authEndpoints.refresh,
  authEndpoints: [authEndpoints.login, authEndpoints.refresh, authEndpoints.logout],
  refreshLock: 'kg-session-refresh',
  refreshedAtKey: 'kg.session.refreshedAt',
  canRefresh: readRememberMe,
  onSessionEnd: (apiError) => endSession(endReason(apiError)),
  onRefusal: reportRefusal,
  onActivity: () => markActivity(),
  onNetwork: (failed) => useNetworkFailure.getState().set(failed),
});
