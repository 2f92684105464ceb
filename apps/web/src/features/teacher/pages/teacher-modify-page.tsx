import { Alert, Card, Result, Spin } from 'antd';
import { PageTitle } from '@/components/page-title';
import { teacherKo } from '@/i18n/domains/teacher';
import { ko } from '@/i18n/ko';
import { useSessionStore } from '@/stores/session';
import { useGetTeacher } from '../api/get-teacher';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhoto } from '../components/profile-photo';
import { TeacherClass } from '../components/teacher-columns';

const t = teacherKo;

/** teacher/modify: every staff member's own profile (photo, name, contacts, password). */
export default function TeacherModifyPage() {
  const tno = useSessionStore((s) => s.profile?.tno ?? 0);
  const mustChangePassword = useSessionStore((s) => s.profile?.mustChangePassword ?? false);
  const query = useGetTeacher(tno, { enabled: tno > 0 });

  return (
    <>
      <PageTitle title={ko.titles.teacherModify} />
      {mustChangePassword && <Alert type="warning" showIcon message={t.mustChangeBanner} style={{ marginBottom: 16 }} role="alert" />}
      {query.isPending ? (
        <div className="list-loading">
          <Spin size="large" />
        </div>
      ) : query.isError ? (
        <div role="alert">
          <Result status="warning" title={query.error.message} />
        </div>
      ) : (
        <Card className="record-detail">
          <p className="record-summary-line">
            {t.myClass}: <TeacherClass item={query.data} />
          </p>
          <ProfilePhoto teacher={query.data} />
          <ProfileForm key={query.data.updatedAt} teacher={query.data} />
          <PasswordForm tno={query.data.tno} loginId={query.data.teacherId} />
        </Card>
      )}
    </>
  );
}
