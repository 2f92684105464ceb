import type { TableColumnsType } from 'antd';
import { classAgeBandLabel, type ClassListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { classKo } from '@/i18n/domains/class';
import { ColorDot } from './color-dot';

const t = classKo;

export const CLASS_LIST_PATH = '/admin/class';
export const classPath = (classId: number) => `${CLASS_LIST_PATH}/${classId}`;

const teachersOf = (item: ClassListItem) => (item.teacherNames.length ? item.teacherNames.join(', ') : t.noTeachers);

/** Table columns of the class list (desktop, tablet). */
export const classColumns: TableColumnsType<ClassListItem> = [
  {
    key: 'name',
    title: t.className,
    render: (_, item) => (
      <span className="class-badge">
        <ColorDot color={item.color} />
        <ListItemLink to={classPath(item.classId)}>{item.className}</ListItemLink>
      </span>
    ),
  },
  { key: 'ageBand', title: t.ageBand, render: (_, item) => classAgeBandLabel(item.ageBand) },
  { key: 'children', title: t.capacity, render: (_, item) => t.capacityOf(item.childCount, item.capacity, item.pausedCount) },
  { key: 'teachers', title: t.teachers, render: (_, item) => teachersOf(item) },
];

/** One class on a phone. */
export function ClassCard({ item }: { item: ClassListItem }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <strong className="record-card-title class-badge">
          <ColorDot color={item.color} />
          {item.className}
        </strong>
        <span>{classAgeBandLabel(item.ageBand)}</span>
      </div>
      <div className="record-card-line">
        {t.capacity} {t.capacityOf(item.childCount, item.capacity, item.pausedCount)}
      </div>
      <div className="record-card-line record-card-muted">{teachersOf(item)}</div>
    </div>
  );
}
