import { FAMILY_HOME_PATH, FAMILY_LOGIN_PATH } from '@kg/contract';

/** The parent app's routes (docs/product/parent-app.md#screens): everything under /parent, per-child pages under /parent/c/:childCode. */
// the home and sign-in paths are the contract's: the server's error pages link to them too
export { FAMILY_HOME_PATH, FAMILY_LOGIN_PATH };
/** Where a parent holding a one-time password must change it before anything else. */
export const FAMILY_PASSWORD_PATH = '/parent/password';
export const FAMILY_MORE_PATH = '/parent/more';

/** A child's page of one domain: `childPath(12, 'alim')` → /parent/c/12/alim. */
export function childPath(childCode: number, section: string, ...rest: (string | number)[]): string {
  return ['/parent/c', childCode, section, ...rest].join('/');
}

/** The same page for another child (the switcher): /parent/c/12/medicine/5 → /parent/c/14/medicine (the record was the other child's). */
export function pathForChild(pathname: string, childCode: number): string | null {
  const match = /^\/parent\/c\/\d+\/([^/]+)/.exec(pathname);
  return match ? childPath(childCode, match[1]) : null;
}

export function isOnFamilyLogin(path: string): boolean {
  return path === FAMILY_LOGIN_PATH || path.startsWith(`${FAMILY_LOGIN_PATH}?`);
}

/** Login URL that brings the parent back to `from` afterwards. */
export function familyLoginPathWithRedirect(from: string): string {
  if (!from || from === FAMILY_HOME_PATH || from === `${FAMILY_HOME_PATH}/` || isOnFamilyLogin(from)) return FAMILY_LOGIN_PATH;
  return `${FAMILY_LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
}

/** Only the parent app's own pages are followed after login (no open redirects, never the staff app). */
export function safeFamilyRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/parent/') || redirect.startsWith('//') || redirect.includes('\\')) return null;
  if (isOnFamilyLogin(redirect) || redirect.startsWith(FAMILY_PASSWORD_PATH)) return null;
  return redirect;
}
