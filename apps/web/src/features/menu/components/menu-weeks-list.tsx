import type { TableColumnsType } from 'antd';
import { weekEndOf, type MenuWeekListItem } from '@kg/contract';
import { ListView } from '@/components/list-page/list-view';
import { menuKo } from '@/i18n/domains/menu';
import { formatDateTime } from '@/lib/format-date';
import { useListMenuWeeks } from '../api/list-menu-weeks';
import { menuPath } from '../menu-paths';

const t = menuKo;

const rangeOf = (item: MenuWeekListItem) => t.weekRange(item.weekMonday, weekEndOf(item.weekMonday));

const columns: TableColumnsType<MenuWeekListItem> = [
  { title: t.week, key: 'week', render: (_, item) => <span className="nowrap">{rangeOf(item)}</span> },
  { title: t.title, dataIndex: 'title' },
  { title: t.days, key: 'days', render: (_, item) => t.daysOf(item.days) },
  { title: t.dishes, key: 'dishes', render: (_, item) => t.dishesOf(item.dishes) },
  { title: t.author, key: 'author', render: (_, item) => [item.authorName, formatDateTime(item.updatedAt)].filter(Boolean).join(' · ') },
];

function WeekCard({ item }: { item: MenuWeekListItem }) {
  return (
    <>
      <div className="record-card-head">
        <span className="record-card-title">{item.title}</span>
      </div>
      <p className="record-card-line">{rangeOf(item)}</p>
      <p className="record-card-muted">
        {t.daysOf(item.days)} · {t.dishesOf(item.dishes)}
      </p>
    </>
  );
}

type MenuWeeksListProps = {
  currentMonday: string;
  /** the page (from 0) and its size, kept in the menu page's URL */
  page: number;
  size: number;
  onPageChange: (page: number) => void;
};

/** The saved weeks (0-based pages, newest first); choosing one opens menu/weekly/{id}. */
export function MenuWeeksList({ currentMonday, page, size, onPageChange }: MenuWeeksListProps) {
  const query = useListMenuWeeks({ page, size });
  return (
    <section className="menu-weeks no-print" aria-labelledby="menu-weeks-title">
      <h2 id="menu-weeks-title" className="record-section-title">
        {t.weeks}
      </h2>
      <ListView<MenuWeekListItem>
        data={query.data}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={columns}
        rowKey={(item) => item.menuId}
        renderCard={(item) => <WeekCard item={item} />}
        itemHref={(item) => menuPath(item.menuId)}
        isHighlighted={(item) => item.weekMonday === currentMonday}
        page={page}
        zeroBased
        onPageChange={onPageChange}
        emptyText={t.noWeeks}
      />
    </section>
  );
}
