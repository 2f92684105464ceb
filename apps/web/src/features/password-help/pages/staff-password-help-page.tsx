import { ko } from '@/i18n/ko';
import { LOGIN_PATH } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { staffPasswordHelp } from '../api/request-password-help';
import { PasswordHelpForm } from '../components/password-help-form';

/** /admin/password-help: a teacher asks the director for a one-time password. */
export default function StaffPasswordHelpPage() {
  useDocumentTitle(ko.passwordHelp.title);
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="help-title">
        <h1 id="help-title" className="login-title">
          {ko.passwordHelp.title}
        </h1>
        <PasswordHelpForm api={staffPasswordHelp} intro={ko.passwordHelp.staffIntro} backTo={LOGIN_PATH} />
      </section>
    </main>
  );
}
