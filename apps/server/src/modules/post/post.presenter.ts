import type { PostListExtras } from './post-list';
import type { PostListRow } from './post-table';

/** The list-item fields every post kind shows, field by field; a kind adds its id and its own fields. */
export function toPostListFields(row: PostListRow, extras: PostListExtras) {
  return {
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
  };
}
