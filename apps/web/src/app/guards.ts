import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isStaffAdmin } from '@kg/contract';
import { ApiError } from '@/api/api-error';
import { landingPath } from '@/lib/landing-path';
import { sharePending } from '@/lib/share-pending';
import { LOGIN_PATH, PASSWORD_CHANGE_PATH, loginPathWithRedirect } from '@/lib/paths';
import { ko } from '@/i18n/ko';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';

// the API client (axios, the contract's schemas) loads with the call: the login page shows without it
const restore = sharePending(async () => {
  const { getMe } = await import('@/features/auth/api/get-me');
  useSessionStore.getState().setFromMe(await getMe());
});

/** Restores the session through GET /me once; concurrent guards share the same call. */
export function restoreSession(): Promise<void> {
  if (useSessionStore.getState().isLoggedIn) return Promise.resolve();
  return restore();
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * Every /admin page needs a restored session; without one the user goes to login and comes back. A user holding a
 * one-time password sees only 내 정보 until it is changed (the server refuses everything else).
 */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  try {
    await restoreSession();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useSessionStore.getState().reset();
    throw redirect(loginPathWithRedirect(pathOf(request)));
  }
  const mustChange = useSessionStore.getState().profile?.mustChangePassword;
  if (mustChange && new URL(request.url).pathname !== PASSWORD_CHANGE_PATH) throw redirect(PASSWORD_CHANGE_PATH);
  return null;
}

/**
 * Member administration is for admins and managers; others go back to their story, told why rather than moved
 * silently (docs/product/README.md#roles).
 */
export async function requireStaffAdmin(args: LoaderFunctionArgs): Promise<null> {
  await requireSession(args);
  if (!isStaffAdmin(useSessionStore.getState().role)) {
    useUiStore.getState().showAlert(ko.auth.adminOnly, 'warning');
    throw redirect('/admin/story');
  }
  return null;
}

/** /admin/story: each role's starting page. */
export async function redirectToStoryHome(args: LoaderFunctionArgs): Promise<Response> {
  await requireSession(args);
  const { role, classId } = useSessionStore.getState();
  return redirect(landingPath(role, classId) ?? LOGIN_PATH);
}

/** /admin/story/a2: the own class dashboard, or the class list without a class. */
export async function redirectToOwnDashboard(args: LoaderFunctionArgs): Promise<Response> {
  await requireSession(args);
  const { classId } = useSessionStore.getState();
  return redirect(classId != null ? `/admin/story/dashboard/${classId}` : '/admin/story/a1');
}
