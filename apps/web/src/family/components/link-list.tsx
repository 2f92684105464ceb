import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';

export type LinkItem = { to: string; label: string; hint?: string; icon?: ReactNode };

/** A list of big, full-width links (the 더보기 and 신청 pages). */
export function LinkList({ items, label }: { items: LinkItem[]; label?: string }) {
  return (
    <ul className="family-links" aria-label={label}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="family-link">
            {item.icon && (
              <span className="family-link-icon" aria-hidden>
                {item.icon}
              </span>
            )}
            <span className="family-link-text">
              <span className="family-link-label">{item.label}</span>
              {item.hint && <span className="family-link-hint">{item.hint}</span>}
            </span>
            <RightOutlined aria-hidden className="family-link-arrow" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
