import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_FAILED_DEFAULT_MESSAGE, type LoginData } from '@kg/contract';
import { ApiError } from '@/api/api-error';
import { ko } from '@/i18n/ko';
import { forgetSessionEnd, sessionEndReason } from '@/lib/session-activity';
import { CENTRE_CHOICE_PATH, PASSWORD_CHANGE_PATH, safeRedirect, withRedirect } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { readRememberMe, rememberedCentre, useSessionStore } from '@/stores/session';
import type { LoginInput } from '../api/login';
import { LoginForm } from '../components/login-form';
import { landingPath } from '@/lib/landing-path';

const t = ko.auth;

/*
 * The page's calls are imported when they are made: the API client (axios, the contract's schemas) then arrives after
 * the form has shown, and the first page every user loads stays small (bench/lib/login-weight.ts).
 */

/** The deployment's centre when it has only one (centre.public); null until known, and with several centres. */
function usePublicCentreName(): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    import('@/features/centre/api/get-public-centre')
      .then(({ getPublicCentreName }) => getPublicCentreName())
      .then((found) => {
        if (active) setName(found);
      })
      .catch(() => undefined); // the form works without it
    return () => {
      active = false;
    };
  }, []);
  return name;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const redirectTo = safeRedirect(useSearchParams()[0].get('redirect'));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // why the last session ended (said once): an idle sign-out, whose drafts wait for the user
  const [ended] = useState(sessionEndReason);
  useEffect(forgetSessionEnd, []);
  useDocumentTitle(t.title);
  const centreName = usePublicCentreName();

  /**
   * docs/product/auth.md#after-login: keep the session and start where the role belongs (or where the user was going).
   * Other roles stay here, signed out again. A login working in several centres that has not started in one on this
   * device chooses it first (docs/product/centre.md#signing-in).
   */
  const enter = useCallback(
    (user: LoginData, keepSession: () => void) => {
      const target = landingPath(user.role, user.classId);
      if (!target) {
        setError(t.roleNotAllowed);
        void import('../api/logout').then(({ logout }) => logout());
        return;
      }
      keepSession();
      if (user.mustChangePassword) {
        navigate(PASSWORD_CHANGE_PATH, { replace: true });
        return;
      }
      if (user.centreCount > 1) {
        if (rememberedCentre(user.teacherId) === undefined) {
          navigate(withRedirect(CENTRE_CHOICE_PATH, redirectTo), { replace: true });
          return;
        }
        useSessionStore.getState().rememberCentre(user.teacherId, user.centreId);
      }
      navigate(redirectTo ?? target, { replace: true });
    },
    [navigate, redirectTo],
  );

  // Opening the page asks who we are: it obtains the XSRF cookie and skips the form for a live session. Signed out,
  // the answer is null; an expired session (401) is ignored as well.
  useEffect(() => {
    let active = true;
    import('../api/get-me')
      .then(({ getSession }) => getSession())
      .then((me) => {
        if (active && me) enter(me, () => useSessionStore.getState().setFromMe(me));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [enter]);

  const handleSubmit = async (values: LoginInput) => {
    setError(null);
    setSubmitting(true);
    try {
      const { login } = await import('../api/login');
      const data = await login({ ...values, centreId: rememberedCentre(values.teacherId) });
      enter(data, () => {
        const session = useSessionStore.getState();
        session.setRememberMe(values.rememberMe);
        session.setFromLogin(data);
      });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.messageOr(LOGIN_FAILED_DEFAULT_MESSAGE) : LOGIN_FAILED_DEFAULT_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        {centreName && <p className="login-centre-name">{centreName}</p>}
        <h1 id="login-title" className="login-title">
          {ko.app.name}
        </h1>
        <p className="login-subtitle">{t.subtitle}</p>
        {error && (
          <div role="alert" className="login-message is-error">
            {error}
          </div>
        )}
        {!error && ended === 'idle' && (
          <div role="status" className="login-message is-info">
            {ko.idle.signedOut}
          </div>
        )}
        <LoginForm submitting={submitting} initialRememberMe={readRememberMe()} onSubmit={handleSubmit} />
        <Link to="/admin/password-help" className="login-guide-link">
          {ko.passwordHelp.link}
        </Link>
        <Link to="/guide/step/login" className="login-guide-link">
          {t.guideLink}
        </Link>
      </section>
    </main>
  );
}
