import { Tag, type TableColumnsType } from 'antd';
import { ClockCircleOutlined, PushpinFilled } from '@ant-design/icons';
import type { NoticeListItem } from '@kg/contract';
import { PostCard, postAttachmentColumn, postAudienceColumn, postAuthorColumn, postDateColumn, postTitleColumn, postViewCountColumn } from '@/features/post';
import { ko } from '@/i18n/ko';
import { formatDateTime } from '@/lib/format-date';
import { noticePath } from '../notice-paths';

const t = ko.notice;

/** '고정' for a pinned notice, '예약' for one still waiting for its time. */
export function NoticeTags({ notice }: { notice: Pick<NoticeListItem, 'pinned' | 'scheduled' | 'publishedAt'> }) {
  return (
    <>
      {notice.pinned && (
        <Tag color="red" icon={<PushpinFilled aria-hidden />} className="notice-tag">
          {t.pinned}
        </Tag>
      )}
      {notice.scheduled && (
        <Tag color="gold" icon={<ClockCircleOutlined aria-hidden />} className="notice-tag" title={t.scheduledAt(formatDateTime(notice.publishedAt))}>
          {t.scheduled}
        </Tag>
      )}
    </>
  );
}

/** The notice list's table (desktop, tablet). */
export const noticeColumns: TableColumnsType<NoticeListItem> = [
  postTitleColumn<NoticeListItem>((n) => noticePath(n.noticeId), (n) => <NoticeTags notice={n} />),
  postAudienceColumn<NoticeListItem>(),
  postAuthorColumn<NoticeListItem>(),
  postDateColumn<NoticeListItem>(t.publishedAt, (n) => n.publishedAt),
  postViewCountColumn<NoticeListItem>(),
  postAttachmentColumn<NoticeListItem>(),
];

/** One notice on a phone. */
export function NoticeCard({ item }: { item: NoticeListItem }) {
  return (
    <PostCard
      item={item}
      tags={<NoticeTags notice={item} />}
      lines={
        <div className="record-card-line record-card-muted">
          {item.scheduled ? t.scheduledAt(formatDateTime(item.publishedAt)) : `${t.publishedAt} ${formatDateTime(item.publishedAt)}`}
        </div>
      }
    />
  );
}
