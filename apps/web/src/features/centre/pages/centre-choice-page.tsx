import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Membership } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { centreKo } from '@/i18n/domains/centre';
import { safeRedirect } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSessionStore } from '@/stores/session';
import { listMemberships } from '../api/list-memberships';
import { MembershipList } from '../components/membership-list';
import { useChooseCentre } from '../use-choose-centre';

const t = centreKo;

/**
 * /admin/centre/choose: after signing in, a login working in several centres that this device has not started in yet
 * picks one (docs/product/centre.md#signing-in). Plain HTML like the login page it follows.
 */
export default function CentreChoicePage() {
  const stayAt = safeRedirect(useSearchParams()[0].get('redirect'));
  const currentCentreId = useSessionStore((s) => s.centreId);
  const [memberships, setMemberships] = useState<Membership[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { choose, pending, error } = useChooseCentre(stayAt);
  useDocumentTitle(t.chooseTitle);

  useEffect(() => {
    let active = true;
    listMemberships()
      .then((list) => active && setMemberships(list))
      .catch((caught) => active && setLoadError(toApiError(caught).messageOr(t.chooseLoadFailed)));
    return () => {
      active = false;
    };
  }, []);

  const message = error ?? loadError;
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="centre-choice-title">
        <h1 id="centre-choice-title" className="login-title">
          {t.chooseTitle}
        </h1>
        <p className="login-subtitle">{t.chooseHint}</p>
        {message && (
          <div role="alert" className="login-message is-error">
            {message}
          </div>
        )}
        {memberships === null && !loadError && <span className="spinner" role="status" aria-label={t.chooseTitle} />}
        {memberships && <MembershipList memberships={memberships} currentCentreId={currentCentreId} pending={pending} onChoose={(id) => void choose(id)} />}
      </section>
    </main>
  );
}
