import type { TableColumnsType } from 'antd';
import type { ParentListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { parentKo } from '@/i18n/domains/parent';
import { formatDateTime } from '@/lib/format-date';
import { parentPath } from '../api/list-parents';
import { ParentStatusTag } from './parent-status-tag';

const t = parentKo;

const childrenText = (item: ParentListItem) => item.children.map((c) => t.childLabel(c.name, c.relation)).join(', ') || '-';
const classesText = (item: ParentListItem) => [...new Set(item.children.map((c) => c.className ?? t.noClass))].join(', ') || '-';

/** Table columns of the parent list (desktop, tablet). */
export const parentColumns: TableColumnsType<ParentListItem> = [
  { key: 'name', title: t.name, render: (_, item) => <ListItemLink to={parentPath(item.pno)}>{item.name}</ListItemLink> },
  { key: 'loginId', title: t.loginId, dataIndex: 'loginId' },
  { key: 'phone', title: t.phone, render: (_, item) => <span className="nowrap">{item.phone ?? '-'}</span> },
  { key: 'children', title: t.children, render: (_, item) => childrenText(item) },
  { key: 'classes', title: t.classes, render: (_, item) => classesText(item) },
  { key: 'status', title: t.status, render: (_, item) => <ParentStatusTag status={item.status} isLocked={item.isLocked} /> },
  { key: 'lastLogin', title: t.lastLogin, render: (_, item) => <span className="nowrap">{formatDateTime(item.lastLoginAt) || '-'}</span> },
];

/** One parent on a phone. */
export function ParentCard({ item }: { item: ParentListItem }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <strong className="record-card-title">{item.name}</strong>
        <ParentStatusTag status={item.status} isLocked={item.isLocked} />
      </div>
      <div className="record-card-line">
        {item.loginId} · {item.phone ?? '-'}
      </div>
      <div className="record-card-line record-card-muted">
        {childrenText(item)} · {classesText(item)}
      </div>
    </div>
  );
}
