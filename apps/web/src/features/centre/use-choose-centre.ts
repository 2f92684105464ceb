import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginData } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { centreKo } from '@/i18n/domains/centre';
import { landingPath } from '@/lib/landing-path';
import { LOGIN_PATH, PASSWORD_CHANGE_PATH } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { switchCentre } from './api/switch-centre';

const startOf = (user: Pick<LoginData, 'role' | 'classId' | 'mustChangePassword'>) =>
  user.mustChangePassword ? PASSWORD_CHANGE_PATH : (landingPath(user.role, user.classId) ?? LOGIN_PATH);

/**
 * Working in one of the login's centres (the choice after sign-in, the header's switcher): the current one is only
 * remembered on this device; another is switched to (a new session there) and the user starts at the home of their
 * role in it. `stayAt`: where to go when the current centre is kept (the page the user was going to before signing in).
 */
export function useChooseCentre(stayAt: string | null = null) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (centreId: number) => {
    const session = useSessionStore.getState();
    setError(null);
    if (centreId === session.centreId && session.profile) {
      if (session.teacherId) session.rememberCentre(session.teacherId, centreId);
      navigate(stayAt ?? startOf(session.profile), { replace: true });
      return;
    }
    setPending(centreId);
    try {
      const data = await switchCentre(centreId);
      navigate(startOf(data), { replace: true });
    } catch (caught) {
      setError(toApiError(caught).messageOr(centreKo.switchFailed));
    } finally {
      setPending(null);
    }
  };

  return { choose, pending, error };
}
