import type { Edu, EduListItem, StoredFile } from '@kg/contract';
import type { PostListExtras } from '../post/post-list';
import { toPostListFields } from '../post/post.presenter';
import type { EduDetailRow, EduListRow } from './edu.repository';

/** Row → list item, field by field. */
export function toEduListItem(row: EduListRow, extras: PostListExtras): EduListItem {
  return {
    eduId: row.id,
    ...toPostListFields(row, extras),
    ageBand: row.ageBand,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

export function toEdu(row: EduDetailRow, extras: PostListExtras, attachments: StoredFile[]): Edu {
  return { ...toEduListItem(row, extras), content: row.content, attachments };
}
