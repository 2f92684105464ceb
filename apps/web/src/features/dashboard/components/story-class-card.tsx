import { Link } from 'react-router';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { StoryClassCard as StoryClass } from '@kg/contract';
import { dashboardKo } from '@/i18n/domains/dashboard';

const t = dashboardKo;

export const dashboardPath = (classId: number) => `/admin/story/dashboard/${classId}`;

/** One class of story/a1: its colour, name, teachers and children; choosing it opens the dashboard. */
export function StoryClassCard({ item, onChoose }: { item: StoryClass; onChoose: (item: StoryClass) => void }) {
  const teachers = item.teachers.map((teacher) => teacher.name).join(', ') || t.noTeacher;
  return (
    <Link
      to={dashboardPath(item.classId)}
      className="story-class-card"
      style={{ borderTopColor: item.classColor }}
      aria-label={t.openClass(item.className)}
      onClick={() => onChoose(item)}
    >
      <span className="story-class-name">
        <span className="class-dot" style={{ backgroundColor: item.classColor }} aria-hidden="true" />
        {item.className}
      </span>
      <span className="story-class-line">
        <UserOutlined aria-hidden /> {teachers}
      </span>
      <span className="story-class-line">
        <TeamOutlined aria-hidden /> {t.childCount(item.childCount, item.pausedCount)}
      </span>
    </Link>
  );
}
