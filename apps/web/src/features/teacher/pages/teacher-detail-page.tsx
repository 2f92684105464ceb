import { useState } from 'react';
import { Alert, Button, Card, Tag } from 'antd';
import { KeyOutlined, StopOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import type { TeacherDetail } from '@kg/contract';
import { RecordPage } from '@/components/record-page';
import { teacherKo } from '@/i18n/domains/teacher';
import { ko } from '@/i18n/ko';
import { formatDateTime } from '@/lib/format-date';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { useDeactivateTeacher } from '../api/deactivate-teacher';
import { useGetTeacher } from '../api/get-teacher';
import { useResetPassword } from '../api/reset-password';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { TeacherAdminForm } from '../components/teacher-admin-form';
import { ActiveTag, RoleTag, TEACHER_LIST_PATH, TeacherAvatar, TeacherClass } from '../components/teacher-columns';

const t = teacherKo;

/** teacher/{tno}: the director's view of one staff member: edit, deactivate, issue a one-time password. */
export default function TeacherDetailPage() {
  const tno = Number(useParams().tno);
  const query = useGetTeacher(tno);
  return (
    <RecordPage title={ko.titles.teacherDetail} listPath={TEACHER_LIST_PATH} backLabel={t.backToList} query={query}>
      {(teacher) => <TeacherRecord key={teacher.tno} teacher={teacher} />}
    </RecordPage>
  );
}

function TeacherRecord({ teacher }: { teacher: TeacherDetail }) {
  const sessionTno = useSessionStore((s) => s.profile?.tno);
  const sessionRole = useSessionStore((s) => s.role);
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const deactivate = useDeactivateTeacher();
  const reset = useResetPassword();
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const isSelf = sessionTno === teacher.tno;
  const readOnly = teacher.role === 'ROLE_ADMIN' && sessionRole !== 'ROLE_ADMIN' && !isSelf;

  const handleDeactivate = () =>
    openConfirm(t.confirmDeactivate(teacher.teacherName), () =>
      deactivate.mutate(teacher.tno, { onSuccess: () => showAlert(t.deactivated, 'success') }),
    );

  const handleReset = () =>
    openConfirm(t.confirmReset(teacher.teacherName), () =>
      reset.mutate(teacher.tno, { onSuccess: (result) => setTemporaryPassword(result.temporaryPassword) }),
    );

  return (
    <div className="record-detail">
      <Card className="record-summary" size="small">
        <div className="record-summary-head">
          <TeacherAvatar url={teacher.pfImgUrl} size="large" />
          <h2 className="record-summary-title">{teacher.teacherName}</h2>
          <RoleTag role={teacher.role} />
          <ActiveTag active={teacher.active} />
          {teacher.mustChangePassword && <Tag color="orange">{t.mustChange}</Tag>}
        </div>
        <p className="record-summary-line">
          {teacher.teacherId} · <TeacherClass item={teacher} />
        </p>
        <p className="record-summary-line record-muted">
          {t.lastLogin} {teacher.lastLoginAt ? formatDateTime(teacher.lastLoginAt) : t.never} · {t.passwordChangedAt}{' '}
          {formatDateTime(teacher.passwordChangedAt)}
        </p>
      </Card>

      {isSelf && <Alert type="info" showIcon message={t.selfHint} />}
      {readOnly && <Alert type="warning" showIcon message={t.adminOnlyHint} />}

      <TeacherAdminForm key={teacher.updatedAt} teacher={teacher} isSelf={isSelf} readOnly={readOnly} />

      {!isSelf && !readOnly && (
        <div className="record-actions">
          <Button size="large" icon={<KeyOutlined aria-hidden />} loading={reset.isPending} onClick={handleReset}>
            {t.resetPassword}
          </Button>
          {teacher.active && (
            <Button size="large" danger icon={<StopOutlined aria-hidden />} loading={deactivate.isPending} onClick={handleDeactivate}>
              {t.deactivate}
            </Button>
          )}
        </div>
      )}

      <ResetPasswordModal teacherName={teacher.teacherName} password={temporaryPassword} onClose={() => setTemporaryPassword(null)} />
    </div>
  );
}
