import { STAFF_LOGIN_PATH } from '@kg/contract';

/** The staff sign-in page (the contract's, which the server's error pages link to too). */
export const LOGIN_PATH = STAFF_LOGIN_PATH;
/** 내 정보: where a user with a one-time password must change it before anything else (docs/product/auth.md). */
export const PASSWORD_CHANGE_PATH = '/admin/teacher/modify';

/** 원 선택: a login working in several centres picks one after signing in (docs/product/centre.md#signing-in). */
export const CENTRE_CHOICE_PATH = '/admin/centre/choose';
/** 원 정보: the centre's settings (docs/product/centre.md#원-정보). */
export const CENTRE_SETTINGS_PATH = '/admin/centre';

/** `path` carrying where to go afterwards, when there is such a place. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** Login URL that brings the user back to `from` afterwards. */
export function loginPathWithRedirect(from: string): string {
  if (!from || from === '/' || from.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
}

/** Only in-app admin paths are followed after login (no open redirects). */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect) return null;
  if (!redirect.startsWith('/admin/') || redirect.startsWith('//') || redirect.includes('\\')) return null;
  if (redirect.startsWith(LOGIN_PATH)) return null;
  return redirect;
}

export function isOnLoginPage(path: string): boolean {
  return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}/`);
}
