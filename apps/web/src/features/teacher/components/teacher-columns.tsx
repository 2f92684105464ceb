import { Avatar, Tag, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { roleLabels, type Role, type TeacherListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { teacherKo } from '@/i18n/domains/teacher';

const t = teacherKo;

export const TEACHER_LIST_PATH = '/admin/teacher';
export const teacherPath = (tno: number) => `${TEACHER_LIST_PATH}/${tno}`;

const ROLE_COLORS: Record<Role, string> = { ROLE_ADMIN: 'purple', ROLE_MANAGER: 'blue', ROLE_TEACHER: 'default' };

export function RoleTag({ role }: { role: Role }) {
  return <Tag color={ROLE_COLORS[role]}>{roleLabels[role]}</Tag>;
}

export function ActiveTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'green' : 'default'}>{active ? t.activeYes : t.activeNo}</Tag>;
}

export function TeacherClass({ item }: { item: Pick<TeacherListItem, 'className' | 'classColor'> }) {
  if (!item.className) return <span className="record-muted">{t.noClass}</span>;
  return (
    <span className="class-badge">
      <span className="class-dot" style={{ background: item.classColor ?? undefined }} aria-hidden />
      {item.className}
    </span>
  );
}

export function TeacherAvatar({ url, size = 'small' }: { url: string | null; size?: 'small' | 'default' | 'large' | number }) {
  return <Avatar size={size} src={url ?? undefined} icon={<UserOutlined />} alt="" />;
}

/** Table columns of the teacher list (desktop, tablet). */
export const teacherColumns: TableColumnsType<TeacherListItem> = [
  {
    key: 'name',
    title: t.teacherName,
    render: (_, item) => (
      <span className="class-badge">
        <TeacherAvatar url={item.pfImgUrl} />
        <ListItemLink to={teacherPath(item.tno)}>{item.teacherName}</ListItemLink>
      </span>
    ),
  },
  { key: 'teacherId', title: t.teacherId, dataIndex: 'teacherId' },
  { key: 'role', title: t.role, render: (_, item) => <RoleTag role={item.role} /> },
  { key: 'class', title: t.className, render: (_, item) => <TeacherClass item={item} /> },
  { key: 'phone', title: t.phone, render: (_, item) => item.phone ?? '-' },
  {
    key: 'active',
    title: t.activeFilter,
    render: (_, item) => (
      <>
        <ActiveTag active={item.active} />
        {item.mustChangePassword && <Tag color="orange">{t.mustChange}</Tag>}
      </>
    ),
  },
];

/** One staff member on a phone. */
export function TeacherCard({ item }: { item: TeacherListItem }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <strong className="record-card-title class-badge">
          <TeacherAvatar url={item.pfImgUrl} />
          {item.teacherName}
        </strong>
        <span>
          <RoleTag role={item.role} />
          {!item.active && <ActiveTag active={false} />}
        </span>
      </div>
      <div className="record-card-line">
        <TeacherClass item={item} />
      </div>
      <div className="record-card-line record-card-muted">
        {item.teacherId}
        {item.phone ? ` · ${item.phone}` : ''}
      </div>
    </div>
  );
}
