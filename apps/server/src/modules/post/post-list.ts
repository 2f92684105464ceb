import { ilike, type Column, type SQL } from 'drizzle-orm';
import type { PostClass, PostRefType, PostSearchType } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import type { Principal } from '../../lib/principal';
import { audiencesOf, canEditPost } from './post-audience';
import { attachmentCounts } from './post-files';

/** The search of every post list (docs/product/lists.md#search): title, body text, author name, or the kind's own dates. */
export function postSearchConditions(
  query: { searchType?: PostSearchType; keyword?: string; startDate?: string; endDate?: string },
  columns: { title: Column; contentText: Column; authorName: Column; dates: (startDate?: string, endDate?: string) => SQL[] },
): SQL[] {
  if (query.searchType === 'date') return columns.dates(query.startDate, query.endDate);
  if (!query.keyword || !query.searchType) return [];
  const column = { title: columns.title, content: columns.contentText, author: columns.authorName }[query.searchType];
  return [ilike(column, likePattern(query.keyword))];
}

export type PostListExtras = { classes: PostClass[]; attachmentCount: number; canEdit: boolean };

/** What every listed post shows besides its row: its audience, its number of attachments and whether the actor may change it. */
export async function postListExtras(
  db: DbOrTx,
  actor: Principal,
  refType: PostRefType,
  rows: { id: number; authorId: number | null }[],
): Promise<(row: { id: number; authorId: number | null }) => PostListExtras> {
  const ids = rows.map((r) => r.id);
  const [audiences, counts] = await Promise.all([audiencesOf(db, refType, ids), attachmentCounts(db, refType, ids)]);
  return (row) => ({ classes: audiences.get(row.id) ?? [], attachmentCount: counts.get(row.id) ?? 0, canEdit: canEditPost(actor, row) });
}
