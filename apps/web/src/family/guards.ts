import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/api/api-error';
import { sharePending } from '@/lib/share-pending';
import { getFamilyMe } from './api/family-session';
import { useFamilyStore } from './family-store';
import { FAMILY_PASSWORD_PATH, familyLoginPathWithRedirect } from './paths';

const restore = sharePending(() => getFamilyMe().then((me) => useFamilyStore.getState().setMe(me)));

/** Restores the parent's session through GET /family/me once; concurrent guards share the call. */
export function restoreFamilySession(): Promise<void> {
  if (useFamilyStore.getState().me) return Promise.resolve();
  return restore();
}

/**
 * Every parent page but login needs a session; without one the parent goes to /parent/login and comes back. A
 * one-time password leads to the password page until it is changed (the server refuses everything else).
 */
export async function requireFamilySession({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  try {
    await restoreFamilySession();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useFamilyStore.getState().reset();
    throw redirect(familyLoginPathWithRedirect(url.pathname + url.search));
  }
  if (useFamilyStore.getState().me?.mustChangePassword && url.pathname !== FAMILY_PASSWORD_PATH) throw redirect(FAMILY_PASSWORD_PATH);
  return null;
}
