import { useState } from 'react';
import { Alert, Card, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { landingPath } from '@/lib/landing-path';
import { teacherKo } from '@/i18n/domains/teacher';
import { ko } from '@/i18n/ko';
import { LOGIN_PATH } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { useGetTeacher } from '../api/get-teacher';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhoto } from '../components/profile-photo';
import { TeacherClass } from '../components/teacher-columns';

const t = teacherKo;

/**
 * teacher/modify: every staff member's own profile (photo, name, contacts, password). Signed in with a one-time
 * password, it is the only page and holds only the password change; afterwards the user goes on to their start page.
 */
export default function TeacherModifyPage() {
  const profile = useSessionStore((s) => s.profile);
  const navigate = useNavigate();
  const tno = profile?.tno ?? 0;
  // decided once: the change updates the session, and the form must stay mounted to move on afterwards
  const [mustChangePassword] = useState(profile?.mustChangePassword ?? false);
  const query = useGetTeacher(tno, { enabled: tno > 0 && !mustChangePassword });

  if (profile && mustChangePassword) {
    return (
      <>
        <PageTitle title={ko.titles.teacherModify} />
        <Alert type="warning" showIcon message={t.mustChangeBanner} style={{ marginBottom: 16 }} role="alert" />
        <Card className="record-detail">
          <PasswordForm
            tno={profile.tno}
            loginId={profile.teacherId}
            onChanged={() => navigate(landingPath(profile.role, profile.classId) ?? LOGIN_PATH, { replace: true })}
          />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageTitle title={ko.titles.teacherModify} />
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
