import { useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router';
import {
  BookOutlined,
  CameraOutlined,
  CheckSquareOutlined,
  CommentOutlined,
  FileTextOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import type { AllergyWarning, Dashboard } from '@kg/contract';
import { PageTitle } from '@/components/page-title';
import { PlainAvatar } from '@/components/plain/plain-avatar';
import { PlainLinkButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import { themed } from '@/components/themed';
import { PageTour } from '@/features/guide/components/page-tour';
import { tourTarget } from '@/features/guide/tours';
import { dashboardKo } from '@/i18n/domains/dashboard';
import { ko } from '@/i18n/ko';
import { recordIdOf } from '@/lib/record-id';
import { useSessionStore } from '@/stores/session';
import { useGetDashboard } from '../api/get-dashboard';
import { useGetTodayAllergies } from '../api/get-today-allergies';
import { ClassIntroduce } from '../components/class-introduce';
import { AttendanceBreakdown, DashboardStats } from '../components/dashboard-stats';
import { DashboardTodo } from '../components/dashboard-todo';
import { TodayAllergies } from '../components/today-allergies';
import { dashboardErrorText } from '../dashboard-error';
import '../dashboard.css';

const t = dashboardKo;

/**
 * story/dashboard/{classId}: today's counts, to-dos, the class introduction and quick links. Plain HTML and CSS, like
 * the admin frame: a teacher's phone shows it without loading antd (docs/decisions/012).
 */
export default function DashboardPage() {
  const classId = recordIdOf(useParams().classId);
  if (classId === null) {
    return (
      <>
        <PageTitle title={ko.titles.dashboard} />
        <DashboardProblem message={t.noClass} />
      </>
    );
  }
  return <ClassDashboard key={classId} classId={classId} />;
}

// antd's Result (with every status picture) loads only when there is a problem to show
const DashboardProblem = themed(async () => (await import('../components/dashboard-problem')).default);

function ClassDashboard({ classId }: { classId: number }) {
  const query = useGetDashboard(classId);
  const allergies = useGetTodayAllergies(classId, query.data?.today);
  // the page shows once today's allergy check has answered too (or failed once), so its card does not push the page down
  const allergiesAnswered = allergies.data !== undefined || allergies.failureCount > 0;
  const setDashboard = useSessionStore((s) => s.setDashboard);
  useEffect(() => {
    if (query.data) setDashboard(query.data);
  }, [query.data, setDashboard]);

  // The page's first render with its data runs as a background render React splits into short tasks, not as one long
  // task on the answer's arrival (a phone stays responsive while the cards appear).
  const data = useDeferredValue(query.isSuccess && allergiesAnswered ? query.data : undefined);
  const warnings = useDeferredValue(allergies.data?.warnings);

  const message = query.isError ? dashboardErrorText(query.error) : null;
  // one heading in one place whatever the state, so it stays on screen (not redrawn) while the page loads
  return (
    <>
      <PageTitle title={ko.titles.dashboard} extra={data && !message ? <PageTour tour="dashboard" /> : undefined} />
      {message ? (
        <DashboardProblem message={message} onRetry={message === t.noClass ? undefined : () => void query.refetch()} />
      ) : data ? (
        <DashboardView data={data} allergies={warnings ?? []} />
      ) : (
        <div className="list-loading" aria-busy="true">
          <span className="spinner is-large" role="img" aria-label={ko.app.loading} />
        </div>
      )}
    </>
  );
}

function DashboardView({ data, allergies }: { data: Dashboard; allergies: AllergyWarning[] }) {
  return (
    <>
      <div className="dashboard-head">
        <h2 className="dashboard-class-name">
          <span className="class-dot" style={{ backgroundColor: data.classColor }} aria-hidden="true" />
          {data.className}
        </h2>
        <span className="record-muted">{t.today(data.today)}</span>
        <div className="dashboard-teachers" aria-label={t.teachers}>
          {data.teachers.map((teacher) => (
            <span key={teacher.tno} className="dashboard-teacher">
              <PlainAvatar src={teacher.profileUrl} alt={t.teacherPhoto(teacher.name)} />
              {teacher.name}
            </span>
          ))}
          {data.teachers.length === 0 && <span className="record-muted">{dashboardKo.noTeacher}</span>}
        </div>
      </div>

      <DashboardStats data={data} />
      <TodayAllergies warnings={allergies} />

      <div className="dashboard-columns">
        <div>
          <PlainCard title={t.todo} className="record-section" {...tourTarget('dashboard-todo')}>
            <DashboardTodo todo={data.todo} />
          </PlainCard>
          <PlainCard title={t.attendanceBreakdown} className="record-section">
            <AttendanceBreakdown data={data} />
          </PlainCard>
        </div>
        <div>
          <PlainCard title={t.introduce} className="record-section">
            <ClassIntroduce classId={data.classId} text={data.classIntroduce} canEdit={data.canEditIntroduce} />
          </PlainCard>
          <PlainCard title={t.quickLinks} className="record-section" {...tourTarget('dashboard-quick')}>
            <div className="dashboard-quick">
              <PlainLinkButton to="/admin/story/attendance" primary icon={<CheckSquareOutlined aria-hidden />}>
                {t.takeAttendance}
              </PlainLinkButton>
              <PlainLinkButton to="/admin/story/alimNote" icon={<CommentOutlined aria-hidden />}>
                {t.writeAlim}
              </PlainLinkButton>
              <PlainLinkButton to="/admin/story/weekly-schedule" icon={<ScheduleOutlined aria-hidden />}>
                {t.weeklySchedule}
              </PlainLinkButton>
              <PlainLinkButton to="/admin/story/classNote" icon={<FileTextOutlined aria-hidden />}>
                {t.classNote}
              </PlainLinkButton>
              <PlainLinkButton to="/admin/story/photo" icon={<CameraOutlined aria-hidden />}>
                {t.photo}
              </PlainLinkButton>
              <PlainLinkButton to="/admin/child-class" icon={<BookOutlined aria-hidden />}>
                {t.children}
              </PlainLinkButton>
            </div>
          </PlainCard>
        </div>
      </div>
    </>
  );
}
