import { Tag, type TableColumnsType } from 'antd';
import type { EduListItem } from '@kg/contract';
import { PostAudienceTags, PostCard, postAttachmentColumn, postTitleColumn, postViewCountColumn } from '@/features/post';
import { ko } from '@/i18n/ko';
import { eduPath } from '../edu-paths';

const t = ko.edu;

/** '만 3세' or '전체'. */
export const ageBandText = (ageBand: number | null): string => (ageBand === null ? t.ageAll : t.ageBandLabel(ageBand));

/** '2026-03-02 ~ 2026-07-31', one side only, or '-'. */
export const periodText = (item: Pick<EduListItem, 'startDate' | 'endDate'>): string => t.periodOf(item.startDate, item.endDate);

/** 대상: the age, then the classes (or '전체'). */
export function EduTarget({ item }: { item: Pick<EduListItem, 'ageBand' | 'classes'> }) {
  return (
    <span className="post-audience-tags">
      {item.ageBand !== null && <Tag color="green">{ageBandText(item.ageBand)}</Tag>}
      <PostAudienceTags classes={item.classes} />
    </span>
  );
}

/** The programme list's table (desktop, tablet): 제목, 기간, 대상, 첨부, 조회수 (docs/product/edu.md). */
export const eduColumns: TableColumnsType<EduListItem> = [
  postTitleColumn<EduListItem>((item) => eduPath(item.eduId)),
  { key: 'period', title: t.period, width: 200, render: (_, item) => <span className="nowrap">{periodText(item)}</span> },
  { key: 'target', title: ko.post.audience, width: 180, render: (_, item) => <EduTarget item={item} /> },
  postAttachmentColumn<EduListItem>(),
  postViewCountColumn<EduListItem>(),
];

/** One programme on a phone. */
export function EduCard({ item }: { item: EduListItem }) {
  return (
    <PostCard
      item={item}
      lines={
        <div className="record-card-line record-card-muted">
          {t.period} {periodText(item)}
          {item.ageBand !== null && ` · ${ageBandText(item.ageBand)}`}
        </div>
      }
    />
  );
}
