import { desc, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EduSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { educationPrograms as programs, teachers } from '../../db/schema/index';
import { shapePrefix } from '../../db/statement';
import type { Principal } from '../../lib/principal';
import { audienceCondition } from '../post/post-audience';
import { postListQuery, postSearchConditions, type PostListShape } from '../post/post-list';
import { allOf, postTable, type PostListRow } from '../post/post-table';

export type EduRow = typeof programs.$inferSelect;
export type EduListRow = PostListRow & { ageBand: number | null; startDate: string | null; endDate: string | null };
export type EduDetailRow = EduListRow & { content: string };

const eduTable = postTable<typeof programs, EduListRow>(programs, { ageBand: programs.ageBand, startDate: programs.startDate, endDate: programs.endDate });

/**
 * The programmes whose period meets [startDate, endDate] (either end may be open). A period with one date is that one
 * day; a programme without a period never matches.
 */
function periodMeets(startDate?: SQL, endDate?: SQL): SQL[] {
  if (!startDate && !endDate) return [];
  const first = sql`coalesce(${programs.startDate}, ${programs.endDate})`;
  const last = sql`coalesce(${programs.endDate}, ${programs.startDate})`;
  return [
    or(isNotNull(programs.startDate), isNotNull(programs.endDate)) as SQL,
    ...(endDate ? [lte(first, sql`${endDate}::date`)] : []),
    ...(startDate ? [gte(last, sql`${startDate}::date`)] : []),
  ];
}

const searchPage = eduTable.preparedPage(
  'kg_edu_search',
  (shape: PostListShape) =>
    allOf([
      audienceCondition(shapePrefix(shape), 'EDU', programs.id),
      ...postSearchConditions(shape, { title: programs.title, contentText: programs.contentText, authorName: teachers.name, dates: periodMeets }),
    ]),
  [desc(programs.createdAt), desc(programs.id)],
);

export const eduRepository = {
  ...eduTable,

  /** One page of the centre's programmes the actor may see, the newest first. */
  search(db: DbOrTx, actor: Principal, centreId: number, query: EduSearchQuery) {
    const { shape, values } = postListQuery(actor, query);
    return searchPage(db, shape, query, { ...values, centreId });
  },
};
