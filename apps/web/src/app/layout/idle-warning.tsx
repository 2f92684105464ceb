import { useEffect, useState } from 'react';
import { authEndpoints } from '@kg/contract';
import { call, endSession } from '@/api/client';
import { themed } from '@/components/themed';
import { logout } from '@/features/auth/api/logout';
import { LOGIN_PATH } from '@/lib/paths';
import { navigateTo } from '@/lib/navigator';
import { lastActivityAt } from '@/lib/session-activity';
import { useOnceTrue } from '@/lib/use-once-true';
import { useSessionStore } from '@/stores/session';

const CHECK_EVERY_MS = 5_000;
// antd's Modal, with the theme around it: the admin frame is plain (docs/decisions/012)
const IdleWarningDialog = themed(async () => (await import('./idle-warning-dialog')).default);

/**
 * A session without remember-me ends after `idleMinutes` without a call (docs/product/auth.md#idle-sign-out). Two
 * minutes before (half the time for shorter sessions) this asks whether to stay; '계속 사용' makes a call, which renews
 * the session. When the time runs out the user goes to login, which says why; drafts keep what was being written.
 */
export function IdleWarning() {
  const rememberMe = useSessionStore((s) => s.rememberMe);
  const idleMinutes = useSessionStore((s) => s.profile?.idleMinutes ?? null);
  const [warning, setWarning] = useState(false);
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    if (rememberMe || idleMinutes === null) return undefined;
    const idleMs = idleMinutes * 60_000;
    const warnBeforeMs = Math.min(2 * 60_000, idleMs / 2);
    const check = () => {
      const left = lastActivityAt() + idleMs - Date.now();
      if (left <= 0) {
        setWarning(false);
        endSession('idle');
      } else {
        setWarning(left <= warnBeforeMs);
      }
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    // a tablet woken from sleep checks at once rather than at the next tick
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [rememberMe, idleMinutes]);

  const stay = async () => {
    setStaying(true);
    try {
      await call(authEndpoints.me); // any answer renews the session and the activity time
      setWarning(false);
    } catch {
      // a 401 already sent the user to login
    } finally {
      setStaying(false);
    }
  };
  const leave = async () => {
    setWarning(false);
    await logout();
    navigateTo(LOGIN_PATH);
  };

  const open = warning && idleMinutes !== null;
  // the dialog's code loads the first time it opens
  if (!useOnceTrue(open)) return null;
  return <IdleWarningDialog open={open} staying={staying} onStay={() => void stay()} onLeave={() => void leave()} />;
}
