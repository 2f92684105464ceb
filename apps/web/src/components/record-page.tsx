import type { ReactNode } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { LinkButton } from './link-button';
import { useListReturnPath } from './list-page/list-link';
import { PageTitle } from './page-title';
import { QueryState } from './query-state';

type RecordPageProps<T> = {
  title: string;
  /** The list this record belongs to; the back button returns to it with its search state. */
  listPath: string;
  backLabel: string;
  query: UseQueryResult<T, Error>;
  children: (record: T) => ReactNode;
};

/** One record's page: title with a back-to-list button, then loading, error or the record. */
export function RecordPage<T>({ title, listPath, backLabel, query, children }: RecordPageProps<T>) {
  const backTo = useListReturnPath(listPath);
  return (
    <>
      <PageTitle
        title={title}
        extra={
          <LinkButton to={backTo} icon={<UnorderedListOutlined aria-hidden />}>
            {backLabel}
          </LinkButton>
        }
      />
      <QueryState query={query}>{children}</QueryState>
    </>
  );
}
