import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';

type QueryStateProps<T> = {
  query: UseQueryResult<T, Error>;
  /** the error's title; the server's message is shown under it (default: the message as the title) */
  errorTitle?: string;
  /** a retry button with this label on errors */
  retryLabel?: string;
  children: (data: T) => ReactNode;
};

/** The three states of a loaded block: a spinner, the error (with an optional retry), or the data. */
export function QueryState<T>({ query, errorTitle, retryLabel, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div className="list-loading">
        <Spin size="large" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <Result
          status="warning"
          title={errorTitle ?? query.error.message}
          subTitle={errorTitle ? query.error.message : undefined}
          extra={retryLabel ? <Button onClick={() => void query.refetch()}>{retryLabel}</Button> : undefined}
        />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
