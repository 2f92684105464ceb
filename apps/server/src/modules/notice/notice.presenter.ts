import type { FamilyNotice, FamilyNoticeListItem, FamilyPostFile, Notice, NoticeListItem, StoredFile } from '@kg/contract';
import type { FileRow } from '../../db/schema/index';
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

/** A post's file as the parent app reads it (through the post's own family file call). */
export function toFamilyPostFile(row: FileRow, urlOf: (fileId: number) => string): FamilyPostFile {
  return { fileId: row.id, fileName: row.originalName, kind: row.kind, mimeType: row.mimeType, size: row.size, url: urlOf(row.id) };
}

export function toFamilyNoticeListItem(row: NoticeListRow, forClass: boolean, attachmentCount: number): FamilyNoticeListItem {
  return {
    noticeId: row.id,
    title: row.title,
    summary: row.summary,
    pinned: row.pinned,
    publishedAt: row.publishedAt.toISOString(),
    attachmentCount,
    forClass,
  };
}

export function toFamilyNotice(row: NoticeDetailRow, forClass: boolean, attachments: FileRow[], urlOf: (fileId: number) => string): FamilyNotice {
  return {
    ...toFamilyNoticeListItem(row, forClass, attachments.length),
    content: row.content,
    authorName: row.authorName,
    attachments: attachments.map((f) => toFamilyPostFile(f, urlOf)),
  };
}
