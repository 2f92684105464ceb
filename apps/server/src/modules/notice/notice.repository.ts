import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { isStaffAdmin, type NoticeSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { notices, teachers } from '../../db/schema/index';
import type { Principal } from '../../lib/principal';
import { inAudienceCondition, visibleToCondition } from '../post/post-audience';
import { postSearchConditions } from '../post/post-list';
import { allOf, postTable, type PostListRow } from '../post/post-table';
import type { Paging } from '../../lib/paging';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeListRow = PostListRow & { pinned: boolean; publishedAt: Date };
export type NoticeDetailRow = NoticeListRow & { content: string };

const noticeTable = postTable<typeof notices, NoticeListRow>(notices, { pinned: notices.pinned, publishedAt: notices.publishedAt });

/** The day a notice was published, in the centre's zone. */
const publishedDay = (timeZone: string) => sql`(${notices.publishedAt} at time zone ${timeZone})::date`;

/**
 * What an actor may see: the audience rule, and a notice published later only by admins, managers and its author
 * (docs/product/notice.md#publication).
 */
export function noticeVisibility(actor: Principal, now: Date): SQL | undefined {
  const audience = visibleToCondition(actor, 'NOTICE', notices.id);
  if (isStaffAdmin(actor.role)) return audience;
  const published = or(lte(notices.publishedAt, now), eq(notices.authorId, actor.tno)) as SQL;
  return audience ? (and(audience, published) as SQL) : published;
}

/**
 * What a family of a child in `classId` (null: in no class) sees: the staff audience rule for that class, and only
 * notices already published (docs/product/notice.md#parent-app).
 */
export function familyNoticeVisibility(classId: number | null, now: Date): SQL {
  return and(inAudienceCondition('NOTICE', notices.id, classId), lte(notices.publishedAt, now)) as SQL;
}

export const noticeRepository = {
  ...noticeTable,

  /** One page of what a family sees: pinned first, then the newest publication. */
  familyPage(db: DbOrTx, classId: number | null, paging: Paging, now: Date) {
    return noticeTable.page(db, paging, familyNoticeVisibility(classId, now), [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)]);
  },

  /** Whether the notice is one a family sees (familyNoticeVisibility). */
  async familyVisible(db: DbOrTx, id: number, classId: number | null, now: Date): Promise<boolean> {
    const rows = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, id), familyNoticeVisibility(classId, now)))
      .limit(1);
    return rows.length > 0;
  },

  /** One page: pinned first, then the newest publication. */
  search(db: DbOrTx, actor: Principal, query: NoticeSearchQuery, now: Date, timeZone: string) {
    const where = allOf([
      noticeVisibility(actor, now),
      ...postSearchConditions(query, {
        title: notices.title,
        contentText: notices.contentText,
        authorName: teachers.name,
        dates: (start, end) => [
          ...(start ? [gte(publishedDay(timeZone), sql`${start}::date`)] : []),
          ...(end ? [lte(publishedDay(timeZone), sql`${end}::date`)] : []),
        ],
      }),
    ]);
    return noticeTable.page(db, query, where, [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)]);
  },
};
