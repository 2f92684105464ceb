import { ilike, type Column, type SQL } from 'drizzle-orm';
import type { PostClass, PostRefType, PostSearchType } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { param } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import type { Principal } from '../../lib/principal';
import { audiencesOf, audienceShapeOf, canEditPost, type AudienceShape } from './post-audience';
import { attachmentCounts } from './post-files';

type PostSearchQuery = { searchType?: PostSearchType; keyword?: string; startDate?: string; endDate?: string };

/** What a post list searches in a prepared statement: nothing, a keyword in one column, or the dates given. */
export type PostSearchShape = 'none' | 'title' | 'content' | 'author' | 'from' | 'to' | 'between';

/** A staff post list's statement shape: who looks (post-audience.ts) and what they search. */
export type PostListShape = `${AudienceShape}:${PostSearchShape}`;

function searchOf(query: PostSearchQuery): { shape: PostSearchShape; values: Record<string, string> } {
  const { startDate, endDate } = query;
  if (query.searchType === 'date') {
    const shape = startDate ? (endDate ? 'between' : 'from') : endDate ? 'to' : 'none';
    return { shape, values: { ...(startDate && { startDate }), ...(endDate && { endDate }) } };
  }
  if (!query.keyword || !query.searchType) return { shape: 'none', values: {} };
  return { shape: query.searchType, values: { pattern: likePattern(query.keyword) } };
}

/** The statement shape of an actor's search and the values of its placeholders (`classId`, `pattern`, `startDate`, `endDate`). */
export function postListQuery(actor: Principal, query: PostSearchQuery): { shape: PostListShape; values: Record<string, unknown> } {
  const search = searchOf(query);
  return { shape: `${audienceShapeOf(actor)}:${search.shape}`, values: { classId: actor.classId, ...search.values } };
}

/** The two parts of a PostListShape. */
export function postListParts(shape: PostListShape): { audience: AudienceShape; search: PostSearchShape } {
  const [audience, search] = shape.split(':') as [AudienceShape, PostSearchShape];
  return { audience, search };
}

/**
 * The search of every post list (docs/product/lists.md#search): title, body text, author name, or the kind's own dates,
 * with the placeholders `pattern`, `startDate` and `endDate`.
 */
export function postSearchConditions(
  shape: PostSearchShape,
  columns: { title: Column; contentText: Column; authorName: Column; dates: (startDate?: SQL, endDate?: SQL) => SQL[] },
): SQL[] {
  if (shape === 'none') return [];
  if (shape === 'from' || shape === 'to' || shape === 'between') {
    return columns.dates(shape === 'to' ? undefined : param('startDate'), shape === 'from' ? undefined : param('endDate'));
  }
  const column = { title: columns.title, content: columns.contentText, author: columns.authorName }[shape];
  return [ilike(column, param('pattern'))];
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
