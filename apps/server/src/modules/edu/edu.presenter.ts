import type { Edu, EduListItem, StoredFile } from '@kg/contract';
import type { PostListExtras } from '../post/post-list';
import type { EduDetailRow, EduListRow } from './edu.repository';

/** Row → list item, field by field. */
export function toEduListItem(row: EduListRow, extras: PostListExtras): EduListItem {
  return {
    eduId: row.id,
    title: row.title,
    summary: row.summary,
    authorId: row.authorId,
    authorName: row.authorName,
    classes: extras.classes,
    viewCount: row.viewCount,
    attachmentCount: extras.attachmentCount,
    canEdit: extras.canEdit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ageBand: row.ageBand,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

export function toEdu(row: EduDetailRow, extras: PostListExtras, attachments: StoredFile[]): Edu {
  return { ...toEduListItem(row, extras), content: row.content, attachments };
}
