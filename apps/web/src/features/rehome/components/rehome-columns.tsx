import { Tag, type TableColumnsType } from 'antd';
import { rehomeMethodLabels, type RehomeListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { ko } from '@/i18n/ko';
import { formatDay } from '@/lib/format-date';
import { PickupPerson } from './pickup-person';
import { RehomeStatusTag } from './rehome-status-tag';

const t = ko.rehome;

export const rehomePath = (rehomeId: number) => `/admin/story/rehome/${rehomeId}`;

function WhenCell({ item }: { item: RehomeListItem }) {
  return (
    <span className="nowrap">
      {formatDay(item.rehomeDate)} {item.rehomeTime} {item.isToday && <Tag color="gold">{ko.list.today}</Tag>}
    </span>
  );
}

/** Table columns of the rehome list (desktop, tablet). */
export const rehomeColumns: TableColumnsType<RehomeListItem> = [
  { key: 'when', title: `${t.rehomeDate} · ${t.rehomeTime}`, render: (_, item) => <WhenCell item={item} /> },
  {
    key: 'child',
    title: t.child,
    render: (_, item) => <ListItemLink to={rehomePath(item.rehomeId)}>{item.childName}</ListItemLink>,
  },
  { key: 'status', title: t.status, render: (_, item) => <RehomeStatusTag status={item.status} stoppedByParent={item.stoppedByParent} /> },
  { key: 'pickup', title: t.pickup, render: (_, item) => <PickupPerson item={item} /> },
  { key: 'phone', title: t.phone, render: (_, item) => <a href={`tel:${item.phone}`} className="nowrap">{item.phone}</a> },
  { key: 'method', title: t.method, render: (_, item) => rehomeMethodLabels[item.method] },
];

/** One record on a phone: who goes home when, with whom, and whether it still needs the teacher. */
export function RehomeCard({ item }: { item: RehomeListItem }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <strong className="record-card-title">{item.childName}</strong>
        <RehomeStatusTag status={item.status} stoppedByParent={item.stoppedByParent} />
      </div>
      <div className="record-card-line">
        <WhenCell item={item} />
      </div>
      <div className="record-card-line">
        <PickupPerson item={item} /> · {rehomeMethodLabels[item.method]}
      </div>
    </div>
  );
}
