import { Tag } from 'antd';
import { Link } from 'react-router';
import { childStatusLabels, type ParentChild } from '@kg/contract';
import { parentKo } from '@/i18n/domains/parent';

const t = parentKo;

/** The parent's children with class and relation; each opens the child's record. */
export function ParentChildren({ items }: { items: ParentChild[] }) {
  if (items.length === 0) return <p className="record-muted">{t.noChildren}</p>;
  return (
    <ul className="parent-children">
      {items.map((c) => (
        <li key={c.childCode} className="record-card-line">
          <Link to={`/admin/child/${c.childCode}`}>{c.name}</Link> <span className="record-muted">({c.relation})</span>{' '}
          {c.isPrimary && <Tag color="blue">{t.primary}</Tag>}
          {c.status !== 'active' && <Tag>{childStatusLabels[c.status]}</Tag>}
          <span className="record-muted"> · {c.className ?? t.noClass}</span>
        </li>
      ))}
    </ul>
  );
}
