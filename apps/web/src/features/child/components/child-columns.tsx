import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { childGenderLabels, type ChildListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { childKo } from '@/i18n/domains/child';
import { ChildStatusTag, ClassTag, HealthFlags } from './child-tags';

const t = childKo;

export const childPath = (childCode: number) => `/admin/child/${childCode}`;

const parentNames = (item: ChildListItem) => item.parents.map((p) => `${p.name}(${p.relation})`).join(', ');
const birthAndAge = (item: ChildListItem) => `${item.birthDate} · ${t.ageYears(item.ageYears)}`;

/**
 * Table columns of the child lists (desktop, tablet). `linked`: the name opens the record (admins only);
 * `action`: an extra last cell (e.g. the teacher's contacts button).
 */
export function childColumns(linked: boolean, action?: (item: ChildListItem) => ReactNode): TableColumnsType<ChildListItem> {
  const columns: TableColumnsType<ChildListItem> = [
    {
      key: 'name',
      title: t.name,
      render: (_, item) => (linked ? <ListItemLink to={childPath(item.childCode)}>{item.name}</ListItemLink> : <strong>{item.name}</strong>),
    },
    { key: 'class', title: t.className, render: (_, item) => <ClassTag name={item.className} color={item.classColor} /> },
    { key: 'birth', title: `${t.birthDate} / ${t.age}`, render: (_, item) => <span className="nowrap">{birthAndAge(item)}</span> },
    { key: 'gender', title: t.gender, render: (_, item) => childGenderLabels[item.gender] },
    { key: 'status', title: t.status, render: (_, item) => <ChildStatusTag status={item.status} /> },
    { key: 'health', title: t.healthInfo, render: (_, item) => <HealthFlags child={item} /> },
    { key: 'parents', title: t.parents, render: (_, item) => parentNames(item) || '-' },
  ];
  return action ? [...columns, { key: 'action', title: '', render: (_, item) => action(item) }] : columns;
}

/** One child on a phone: name, class, status, age and the health flags with their text. */
export function ChildCard({ item, action }: { item: ChildListItem; action?: ReactNode }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <strong className="record-card-title">{item.name}</strong>
        <ChildStatusTag status={item.status} />
      </div>
      <div className="record-card-line">
        <ClassTag name={item.className} color={item.classColor} /> {childGenderLabels[item.gender]} · {birthAndAge(item)}
      </div>
      <div className="record-card-line">
        <HealthFlags child={item} showText />
      </div>
      {item.parents.length > 0 && (
        <div className="record-card-line record-card-muted">
          {t.parents}: {item.parents.map((p) => `${p.name}(${p.relation})${p.phone ? ` ${p.phone}` : ''}`).join(', ')}
        </div>
      )}
      {action && <div className="record-card-line">{action}</div>}
    </div>
  );
}
