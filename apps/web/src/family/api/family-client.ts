import { FAMILY_XSRF_COOKIE, familyEndpoints } from '@kg/contract';
import type { ApiError } from '@/api/api-error';
import { createApiClient } from '@/api/http-client';
import { currentPath, navigateTo } from '@/lib/navigator';
import { readFamilyRememberMe, useFamilyStore } from '../family-store';
import { FAMILY_PASSWORD_PATH, familyLoginPathWithRedirect, isOnFamilyLogin } from '../paths';

/** The parent's session is gone: forget it and go to the parent app's login, coming back here afterwards. */
export function endFamilySession(): void {
  useFamilyStore.getState().reset();
  const here = currentPath();
  if (!isOnFamilyLogin(here)) navigateTo(familyLoginPathWithRedirect(here));
}

/** A one-time password still to be changed: the password page; any other refusal is shown by its caller. */
function reportRefusal(apiError: ApiError): void {
  if (apiError.code === 'PASSWORD_CHANGE_REQUIRED') navigateTo(FAMILY_PASSWORD_PATH);
}

/**
 * The parent app's HTTP client (the staff app's machinery, api/http-client.ts): the family CSRF cookie, the family
 * refresh call, and /parent/login when the session ends (docs/product/parent-app.md#sign-in).
 */
export const {
  api: familyApi,
  call: familyCall,
  fetchFile: familyFetchFile,
} = createApiClient({
  xsrfCookieName: FAMILY_XSRF_COOKIE,
  refreshEndpoint: familyEndpoints.refresh,
  authEndpoints: [familyEndpoints.login, familyEndpoints.refresh, familyEndpoints.logout],
  refreshLock: 'kg-family-refresh',
  refreshedAtKey: 'kg.family.refreshedAt',
  canRefresh: readFamilyRememberMe,
  onSessionEnd: endFamilySession,
  onRefusal: reportRefusal,
});
