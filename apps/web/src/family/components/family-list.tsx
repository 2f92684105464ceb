import type { Key, ReactNode } from 'react';
import { Empty } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FamilyQueryState } from './family-query-state';
import { Pager } from './pager';

type ListData = { items: readonly unknown[]; total?: number; size?: number };

type FamilyListProps<D extends ListData, T = D['items'][number]> = {
  query: UseQueryResult<D, Error>;
  /** the list's accessible name (the page's title) */
  label: string;
  /** what an empty list says */
  empty: string;
  itemKey: (item: T) => Key;
  /** where an item's card leads */
  to: (item: T) => string;
  /** the paged lists' current page: a Pager follows the list */
  page?: number;
  /** shown above a non-empty list */
  header?: ReactNode;
  listClassName?: string;
  linkClassName?: string;
  /** a card's inside */
  children: (item: T) => ReactNode;
};

/** A parent's list page body: loading/error, the empty text, the list of link cards and, when paged, the pager. */
export function FamilyList<D extends ListData>({
  query,
  label,
  empty,
  itemKey,
  to,
  page,
  header,
  listClassName = 'family-list',
  linkClassName = 'family-card',
  children,
}: FamilyListProps<D>) {
  return (
    <FamilyQueryState query={query}>
      {(data) =>
        data.items.length === 0 ? (
          <Empty description={empty} />
        ) : (
          <>
            {header}
            <ul className={listClassName} aria-label={label}>
              {data.items.map((item) => (
                <li key={itemKey(item)}>
                  <Link to={to(item)} className={linkClassName}>
                    {children(item)}
                  </Link>
                </li>
              ))}
            </ul>
            {page !== undefined && data.total !== undefined && data.size !== undefined && (
              <Pager page={page} total={data.total} size={data.size} />
            )}
          </>
        )
      }
    </FamilyQueryState>
  );
}
