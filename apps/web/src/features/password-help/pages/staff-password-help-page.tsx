import { ko } from '@/i18n/ko';
import { LOGIN_PATH } from '@/lib/paths';
import { staffPasswordHelp } from '../api/request-password-help';
import { PasswordHelpPage } from '../components/password-help-page';

/** /admin/password-help: a teacher asks the director for a one-time password. */
export default function StaffPasswordHelpPage() {
  return <PasswordHelpPage api={staffPasswordHelp} intro={ko.passwordHelp.staffIntro} backTo={LOGIN_PATH} />;
}
