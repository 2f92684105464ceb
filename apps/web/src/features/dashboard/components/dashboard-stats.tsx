import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '@kg/contract';
import { tourTarget } from '@/features/guide/tours';
import { dashboardKo } from '@/i18n/domains/dashboard';

const t = dashboardKo;

function Stat({ to, label, value, alert }: { to: string; label: string; value: ReactNode; alert?: boolean }) {
  return (
    <li>
      <Link to={to} className={alert ? 'dashboard-stat is-alert' : 'dashboard-stat'}>
        <span className="dashboard-stat-label">{label}</span>
        <span className="dashboard-stat-value">{value}</span>
      </Link>
    </li>
  );
}

/** Today's counts as cards that open the page behind each. */
export function DashboardStats({ data }: { data: Dashboard }) {
  const missingAlim = data.todo.childrenWithoutAlim.length;
  return (
    <ul className="dashboard-stats" aria-label={t.today(data.today)} {...tourTarget('dashboard-stats')}>
      <Stat to="/admin/child-class" label={t.children} value={t.people(data.childrenCount)} />
      <Stat
        to="/admin/story/attendance"
        label={t.attendance}
        value={data.todayInfo.schoolDay ? t.attendanceOf(data.todayAttendanceCount, data.childrenCount - data.pausedCount) : t.dayOffShort(data.todayInfo.holiday?.name ?? null)}
      />
      <Stat to="/admin/story/medicate" label={t.medicine} value={t.cases(data.todayMedicineCount)} alert={data.todo.uncheckedMedicines.length > 0} />
      <Stat to="/admin/story/rehome" label={t.rehome} value={t.cases(data.todayReHomeCount)} alert={data.todo.pendingPickups.length > 0} />
      <Stat to="/admin/story/alimNote" label={t.alimMissing} value={t.people(missingAlim)} alert={missingAlim > 0} />
    </ul>
  );
}

/** 출석 · 결석 · 지각 · 조퇴 · 미체크 of today; on a day the centre does not run, only that it is one. */
export function AttendanceBreakdown({ data }: { data: Dashboard }) {
  const a = data.attendance;
  if (!data.todayInfo.schoolDay) return <p className="dashboard-day-off" role="status">{t.dayOff(data.todayInfo.holiday?.name ?? null)}</p>;
  return (
    <div className="dashboard-breakdown">
      <span className="plain-tag is-green">{`${t.present} ${a.present}`}</span>
      <span className="plain-tag is-red">{`${t.absent} ${a.absent}`}</span>
      <span className="plain-tag is-gold">{`${t.late} ${a.late}`}</span>
      <span className="plain-tag is-blue">{`${t.earlyLeave} ${a.earlyLeave}`}</span>
      <span className="plain-tag">{`${t.notYet} ${a.notYet}`}</span>
    </div>
  );
}
