import { Tag } from 'antd';
import { Link } from 'react-router';
import { childGenderLabels, childStatusLabels, type ClassDetail } from '@kg/contract';
import { classKo } from '@/i18n/domains/class';
import { formatDay } from '@/lib/format-date';

const t = classKo;
const STATUS_COLORS = { active: 'green', pause: 'orange', stop: 'default', graduate: 'blue' } as const;

/** 원아: every child of the class, attending ones first, each opening the child's record. */
export function ClassChildren({ record }: { record: ClassDetail }) {
  return (
    <section className="record-section" aria-labelledby="class-children">
      <h3 id="class-children" className="record-section-title">
        {t.children} <span className="record-muted">{t.capacityOf(record.childCount, record.capacity, record.pausedCount)}</span>
      </h3>
      {record.children.length === 0 ? (
        <p className="record-muted">{t.noChildren}</p>
      ) : (
        <ul className="dose-list">
          {record.children.map((child) => (
            <li key={child.childCode}>
              <Link to={`/admin/child/${child.childCode}`}>{child.name}</Link>
              <span className="record-muted">
                {childGenderLabels[child.gender]} · {formatDay(child.birthDate)}
              </span>
              <Tag color={STATUS_COLORS[child.status]} style={{ marginLeft: 8 }}>
                {childStatusLabels[child.status]}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <p className="record-hint">{t.childrenHint}</p>
    </section>
  );
}
