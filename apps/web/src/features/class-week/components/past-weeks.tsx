import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { ClassWeekListItem } from '@kg/contract';
import { ListView } from '@/components/list-page/list-view';
import { classWeekKo } from '@/i18n/domains/class-week';
import { formatDateTime } from '@/lib/format-date';
import { useListClassWeeks } from '../api/list-class-weeks';

const t = classWeekKo;
const PAGE_SIZE = 10;

export const weekPath = (weekStart: string) => `/admin/story/weekly-schedule?week=${weekStart}`;

const columns: TableColumnsType<ClassWeekListItem> = [
  { title: t.week, key: 'week', render: (_, item) => t.weekRange(item.weekStart, item.weekEnd) },
  { title: t.theme, dataIndex: 'theme' },
  { title: t.activities, key: 'planned', render: (_, item) => t.plannedDays(item.plannedDays) },
  { title: t.author, key: 'author', render: (_, item) => [item.authorName, formatDateTime(item.updatedAt)].filter(Boolean).join(' · ') },
];

function WeekCard({ item }: { item: ClassWeekListItem }) {
  return (
    <>
      <div className="record-card-head">
        <span className="record-card-title">{t.weekRange(item.weekStart, item.weekEnd)}</span>
      </div>
      <p className="record-card-line">{item.theme}</p>
      <p className="record-card-muted">{t.plannedDays(item.plannedDays)}</p>
    </>
  );
}

/** The class's saved weeks (0-based pages, docs/product/class-week.md#screens); choosing one opens it above. */
export function PastWeeks({ classId, currentWeek }: { classId: number; currentWeek: string }) {
  const [page, setPage] = useState(0);
  const query = useListClassWeeks(classId, { page, size: PAGE_SIZE });
  return (
    <section className="class-week-past no-print" aria-labelledby="class-week-past-title">
      <h2 id="class-week-past-title" className="record-section-title">
        {t.pastWeeks}
      </h2>
      <ListView<ClassWeekListItem>
        data={query.data}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={columns}
        rowKey={(item) => item.classWeekId}
        renderCard={(item) => <WeekCard item={item} />}
        itemHref={(item) => weekPath(item.weekStart)}
        isHighlighted={(item) => item.weekStart === currentWeek}
        page={page}
        zeroBased
        onPageChange={setPage}
        emptyText={t.noWeeks}
      />
    </section>
  );
}
