import { useMutation } from '@tanstack/react-query';
import { familyEndpoints, type FamilyLoginBody, type FamilyPasswordBody } from '@kg/contract';
import { useFamilyStore } from '../family-store';
import { familyCall } from './family-client';

export function familyLogin(body: FamilyLoginBody) {
  return familyCall(familyEndpoints.login, { body });
}

/** Who is signed in to the parent app, if anyone (null without a family cookie; obtains the family CSRF cookie). */
export function getFamilySession() {
  return familyCall(familyEndpoints.session, {}, { skipAuthRedirect: true });
}

/** The parent and their children; a 401 is left to the caller (the guard). */
export function getFamilyMe() {
  return familyCall(familyEndpoints.me, {}, { skipAuthRedirect: true });
}

/**
 * A cheap call that needs the session, before the browser follows a plain link to the API (a download it streams):
 * through the client, so an expired access token is refreshed and a session that has ended sends the parent to login
 * and back, as with any call. Rejects when the session could not be confirmed.
 */
export async function confirmFamilySession(): Promise<void> {
  await familyCall(familyEndpoints.me);
}

/** Ends the session on the server (best effort) and always forgets it here. */
export async function familyLogout(): Promise<void> {
  try {
    await familyCall(familyEndpoints.logout);
  } catch {
    // the cookies may already be gone; the local session is cleared either way
  } finally {
    useFamilyStore.getState().reset();
  }
}

export function changeFamilyPassword(body: FamilyPasswordBody) {
  return familyCall(familyEndpoints.changePassword, { body });
}

export function useChangeFamilyPassword() {
  return useMutation({ mutationFn: changeFamilyPassword, onSuccess: () => useFamilyStore.getState().passwordChanged() });
}
