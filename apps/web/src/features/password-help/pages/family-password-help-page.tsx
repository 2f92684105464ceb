import { FAMILY_HOME_PATH } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { familyPasswordHelp } from '../api/request-password-help';
import { PasswordHelpPage } from '../components/password-help-page';

/** /parent/password-help: a parent asks the centre for a one-time password. */
export default function FamilyPasswordHelpPage() {
  return <PasswordHelpPage api={familyPasswordHelp} intro={ko.passwordHelp.familyIntro} backTo={`${FAMILY_HOME_PATH}/login`} />;
}
