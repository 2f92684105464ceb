import type { Key, MouseEvent, ReactNode } from 'react';
import { Alert, Button, Card, Empty, Grid, Pagination, Result, Spin, Table, type TableColumnsType } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { Page } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { ListItemLink } from './list-link';

export type ListViewProps<T> = {
  data: Page<T> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  onRetry: () => void;
  columns: TableColumnsType<T>;
  rowKey: (item: T) => Key;
  /** the card shown for an item on phones (< 576 px) */
  renderCard: (item: T) => ReactNode;
  /** where an item opens; rows and cards become links */
  itemHref?: (item: T) => string;
  /** e.g. today's records */
  isHighlighted?: (item: T) => boolean;
  /** the current page in the API's terms */
  page: number;
  zeroBased?: boolean;
  onPageChange: (page: number) => void;
  emptyText?: string;
  /** cards on every width (e.g. a photo grid), in a list with this extra class */
  cardGridClassName?: string;
};

/** Table on desktops and tablets, cards on phones; paging, loading, empty and error states for every list. */
export function ListView<T extends object>(props: ListViewProps<T>) {
  const { data, isLoading, isFetching, error, onRetry, columns, rowKey, renderCard, itemHref, isHighlighted } = props;
  const screens = Grid.useBreakpoint();
  const isPhone = screens.sm === false;
  const showCards = isPhone || props.cardGridClassName !== undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const emptyText = props.emptyText ?? ko.list.empty;

  if (error && !data) {
    return (
      <div role="alert">
        <Result
          status="warning"
          title={ko.list.loadFailed}
          subTitle={error.message}
          extra={<Button onClick={onRetry}>{ko.list.retry}</Button>}
        />
      </div>
    );
  }
  if (isLoading && !data) {
    return (
      <div className="list-loading">
        <Spin size="large" />
      </div>
    );
  }

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const highlight = (item: T) => (isHighlighted?.(item) ? 'is-highlighted' : '');
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  const openRow = (item: T) => (event: MouseEvent<HTMLElement>) => {
    if (!itemHref || (event.target as HTMLElement).closest('a, button')) return;
    navigate(itemHref(item), { state: { from: location.pathname + location.search } });
  };

  return (
    <section className="list-view" aria-label={ko.list.results} aria-busy={isFetching}>
      {error && (
        <Alert
          className="list-stale"
          type="warning"
          showIcon
          title={`${ko.list.loadFailed} ${error.message}`}
          action={
            <Button size="small" onClick={onRetry}>
              {ko.list.retry}
            </Button>
          }
        />
      )}
      <p className="list-total">{ko.list.total(total)}</p>
      {showCards ? (
        <Spin spinning={isFetching && !isLoading}>
          {items.length === 0 ? (
            empty
          ) : (
            <ul className={['list-cards', props.cardGridClassName].filter(Boolean).join(' ')}>
              {items.map((item) => (
                <li key={rowKey(item)} className={highlight(item)}>
                  {itemHref ? (
                    <ListItemLink to={itemHref(item)} className="list-card-link">
                      <Card size="small" className="list-card">
                        {renderCard(item)}
                      </Card>
                    </ListItemLink>
                  ) : (
                    <Card size="small" className="list-card">
                      {renderCard(item)}
                    </Card>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Spin>
      ) : (
        <Table<T>
          className="list-table"
          columns={columns}
          dataSource={items}
          rowKey={rowKey}
          loading={isFetching}
          pagination={false}
          locale={{ emptyText: empty }}
          rowClassName={(item) => [highlight(item), itemHref ? 'is-link' : ''].join(' ').trim()}
          onRow={(item) => ({ onClick: openRow(item) })}
          // tablets scroll the table sideways instead of squeezing it; desktops wrap long cells
          scroll={screens.lg ? undefined : { x: 'max-content' }}
        />
      )}
      {total > 0 && (
        <nav className="list-pagination" aria-label={ko.list.pagination}>
          <Pagination
            current={props.zeroBased ? props.page + 1 : props.page}
            pageSize={data?.size}
            total={total}
            showSizeChanger={false}
            size={isPhone ? 'small' : undefined}
            onChange={(current) => props.onPageChange(props.zeroBased ? current - 1 : current)}
          />
        </nav>
      )}
    </section>
  );
}
