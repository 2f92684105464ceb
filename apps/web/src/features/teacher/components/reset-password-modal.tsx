import { OneTimePasswordModal } from '@/components/one-time-password-modal';
import { teacherKo } from '@/i18n/domains/teacher';

const t = teacherKo;

type ResetPasswordModalProps = { teacherName: string; password: string | null; onClose: () => void };

/** The teacher's one-time password after a reset, shown once. */
export function ResetPasswordModal({ teacherName, password, onClose }: ResetPasswordModalProps) {
  return (
    <OneTimePasswordModal
      title={t.resetTitle}
      notice={t.resetNotice(teacherName)}
      hint={t.resetNextLogin}
      password={password}
      onClose={onClose}
    />
  );
}
