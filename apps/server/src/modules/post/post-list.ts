import { ilike, type Column, type SQL } from 'drizzle-orm';
import type { PostClass, PostRefType, PostSearchType } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { filterParams, presentFilters, type FilterShape } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import type { Principal } from '../../lib/principal';
import { audiencesOf, audienceShapeOf, canEditPost, type AudienceShape } from './post-audience';
import { attachmentCounts } from './post-files';

type PostSearchQuery = { searchType?: PostSearchType; keyword?: string; startDate?: string; endDate?: string };

/**
 * A post list's optional search filters (db/statement.ts presentFilters): a keyword's LIKE pattern under its search
 * type, or the dates given.
 */
type PostSearchFilters = { title?: string; content?: string; author?: string; startDate?: string; endDate?: string };

/** A staff post list's statement shape: who looks (post-audience.ts) as its prefix, then what they search. */
export type PostListShape = FilterShape<PostSearchFilters, AudienceShape>;

function searchFiltersOf(query: PostSearchQuery): PostSearchFilters {
  if (query.searchType === 'date') return { startDate: query.startDate, endDate: query.endDate };
  if (!query.keyword || !query.searchType) return {};
  return { [query.searchType]: likePattern(query.keyword) };
}

/** The statement shape of an actor's search and the values of its placeholders (`classId` and the filters'). */
export function postListQuery(actor: Principal, query: PostSearchQuery): { shape: PostListShape; values: Record<string, unknown> } {
  const { shape, values } = presentFilters(searchFiltersOf(query), audienceShapeOf(actor));
  return { shape, values: { classId: actor.classId, ...values } };
}

/**
 * The search of every post list (docs/product/lists.md#search): title, body text, author name, or the kind's own dates,
 * on the shape's placeholders.
 */
export function postSearchConditions(
  shape: PostListShape,
  columns: { title: Column; contentText: Column; authorName: Column; dates: (startDate?: SQL, endDate?: SQL) => SQL[] },
): SQL[] {
  const { title, content, author, startDate, endDate } = filterParams(shape);
  if (startDate || endDate) return columns.dates(startDate, endDate);
  if (title) return [ilike(columns.title, title)];
  if (content) return [ilike(columns.contentText, content)];
  if (author) return [ilike(columns.authorName, author)];
  return [];
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
