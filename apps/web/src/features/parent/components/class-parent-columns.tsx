import type { TableColumnsType } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import type { ClassParentItem } from '@kg/contract';
import { parentKo } from '@/i18n/domains/parent';
import { ParentStatusTag } from './parent-status-tag';

const t = parentKo;

/** A number people tap to call (tel: link, large enough for a finger). */
function PhoneLink({ name, phone }: { name: string; phone: string }) {
  return (
    <a href={`tel:${phone}`} aria-label={`${t.call(name)} ${phone}`} className="nowrap">
      <PhoneOutlined aria-hidden /> {phone}
    </a>
  );
}

function Numbers({ item }: { item: ClassParentItem }) {
  return (
    <span>
      {item.phone ? <PhoneLink name={item.name} phone={item.phone} /> : '-'}
      {item.mobiles.map((m) => (
        <span key={m.id} className="record-card-line" style={{ display: 'block' }}>
          <span className="record-muted">{t.extraMobile(m.label)} </span>
          <PhoneLink name={item.name} phone={m.value} />
        </span>
      ))}
    </span>
  );
}

const childrenText = (item: ClassParentItem) => item.children.map((c) => t.childLabel(c.name, c.relation)).join(', ');

/** Read-only contact list of a class's parents (desktop, tablet). */
export const classParentColumns: TableColumnsType<ClassParentItem> = [
  { key: 'children', title: t.children, render: (_, item) => childrenText(item) },
  { key: 'name', title: t.name, dataIndex: 'name' },
  { key: 'phone', title: t.phone, render: (_, item) => <Numbers item={item} /> },
  { key: 'email', title: t.email, render: (_, item) => item.email ?? '-' },
  { key: 'status', title: t.status, render: (_, item) => <ParentStatusTag status={item.status} /> },
];

/** One parent on a phone: whose parent, and the numbers to tap. */
export function ClassParentCard({ item }: { item: ClassParentItem }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <strong className="record-card-title">{item.name}</strong>
        {item.status !== 'active' && <ParentStatusTag status={item.status} />}
      </div>
      <div className="record-card-line record-card-muted">{childrenText(item)}</div>
      <div className="record-card-line">
        <Numbers item={item} />
      </div>
    </div>
  );
}
