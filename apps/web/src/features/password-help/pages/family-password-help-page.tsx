import { FAMILY_HOME_PATH } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import { familyPasswordHelp } from '../api/request-password-help';
import { PasswordHelpForm } from '../components/password-help-form';

/** /parent/password-help: a parent asks the centre for a one-time password. */
export default function FamilyPasswordHelpPage() {
  useDocumentTitle(ko.passwordHelp.title);
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="help-title">
        <h1 id="help-title" className="login-title">
          {ko.passwordHelp.title}
        </h1>
        <PasswordHelpForm api={familyPasswordHelp} intro={ko.passwordHelp.familyIntro} backTo={`${FAMILY_HOME_PATH}/login`} />
      </section>
    </main>
  );
}
