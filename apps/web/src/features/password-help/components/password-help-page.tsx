import { ko } from '@/i18n/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { SendPasswordHelp } from '../api/request-password-help';
import { PasswordHelpForm } from './password-help-form';

/** 비밀번호 찾기 in the login page's card, for the staff app or the parent app. */
export function PasswordHelpPage(props: { api: SendPasswordHelp; intro: string; backTo: string }) {
  useDocumentTitle(ko.passwordHelp.title);
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="help-title">
        <h1 id="help-title" className="login-title">
          {ko.passwordHelp.title}
        </h1>
        <PasswordHelpForm {...props} />
      </section>
    </main>
  );
}
