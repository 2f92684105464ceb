import type { Notice, NoticeListItem, StoredFile } from '@kg/contract';
import type { PostListExtras } from '../post/post-list';
import { toPostListFields } from '../post/post.presenter';
import type { NoticeDetailRow, NoticeListRow } from './notice.repository';

/** Row → list item, field by field. */
export function toNoticeListItem(row: NoticeListRow, now: Date, extras: PostListExtras): NoticeListItem {
  return {
    noticeId: row.id,
    ...toPostListFields(row, extras),
    pinned: row.pinned,
    publishedAt: row.publishedAt.toISOString(),
    scheduled: row.publishedAt > now,
  };
}

export function toNotice(row: NoticeDetailRow, now: Date, extras: PostListExtras, attachments: StoredFile[]): Notice {
  return { ...toNoticeListItem(row, now, extras), content: row.content, attachments };
}
