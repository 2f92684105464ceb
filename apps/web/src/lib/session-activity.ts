/**
 * When this browser last talked to the server, shared by its tabs (docs/product/auth.md#idle-sign-out): every answer
 * renews a session without remember-me, so the idle warning counts from here. And why the last session ended, for
 * the login page to say.
 */
const ACTIVE_AT_KEY = 'kg.session.activeAt';
const ENDED_KEY = 'kg.session.ended';

export function markActivity(at = Date.now()): void {
  localStorage.setItem(ACTIVE_AT_KEY, String(at));
}

export function lastActivityAt(): number {
  return Number(localStorage.getItem(ACTIVE_AT_KEY)) || 0;
}

export type SessionEnd = 'idle';

export function rememberSessionEnd(reason: SessionEnd): void {
  sessionStorage.setItem(ENDED_KEY, reason);
}

/** Why the last session ended (until `forgetSessionEnd`: the login page says it once). */
export function sessionEndReason(): SessionEnd | null {
  return sessionStorage.getItem(ENDED_KEY) === 'idle' ? 'idle' : null;
}

export function forgetSessionEnd(): void {
  sessionStorage.removeItem(ENDED_KEY);
}
