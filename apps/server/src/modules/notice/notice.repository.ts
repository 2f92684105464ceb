import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { notices, teachers } from '../../db/schema/index';
import { param, shapePrefix } from '../../db/statement';
import type { Principal } from '../../lib/principal';
import { audienceCondition, classAudienceShape, inAudienceCondition, type AudienceShape } from '../post/post-audience';
import { postListQuery, postSearchConditions, type PostListShape } from '../post/post-list';
import { allOf, postTable, type PostListRow } from '../post/post-table';
import type { Paging } from '../../lib/paging';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeListRow = PostListRow & { pinned: boolean; publishedAt: Date };
export type NoticeDetailRow = NoticeListRow & { content: string };
/** Whose family looks: the child's centre and class (null: in no class). */
export type FamilyViewer = { centreId: number; classId: number | null };

const noticeTable = postTable<typeof notices, NoticeListRow>(notices, { pinned: notices.pinned, publishedAt: notices.publishedAt });

/** The day a notice was published, in the centre's zone (the `timeZone` placeholder). */
const publishedDay = sql`(${notices.publishedAt} at time zone ${sql.placeholder('timeZone')})::date`;

/**
 * What an actor of an audience shape may see: the audience rule, and a notice published later only by admins, managers
 * and its author (docs/product/notice.md#publication; placeholders `now`, `tno`).
 */
function noticeVisibility(audience: AudienceShape): SQL | undefined {
  const condition = audienceCondition(audience, 'NOTICE', notices.id);
  if (audience === 'all') return condition;
  return and(condition, or(lte(notices.publishedAt, param('now')), eq(notices.authorId, param('tno'))));
}

/**
 * What a family of a child in `classId` (null: in no class) sees: the staff audience rule for that class, and only
 * notices already published (docs/product/notice.md#parent-app).
 */
export function familyNoticeVisibility(classId: number | SQL | null, now: Date | SQL): SQL {
  return and(inAudienceCondition('NOTICE', notices.id, classId), lte(notices.publishedAt, now)) as SQL;
}

/** Pinned first, then the newest publication. */
const listOrder = [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)];

const searchPage = noticeTable.preparedPage(
  'kg_notice_search',
  (shape: PostListShape) =>
    allOf([
      noticeVisibility(shapePrefix(shape)),
      ...postSearchConditions(shape, {
        title: notices.title,
        contentText: notices.contentText,
        authorName: teachers.name,
        dates: (start, end) => [...(start ? [gte(publishedDay, sql`${start}::date`)] : []), ...(end ? [lte(publishedDay, sql`${end}::date`)] : [])],
      }),
    ]),
  listOrder,
);

const familyNoticePage = noticeTable.preparedPage(
  'kg_notice_family',
  (shape: AudienceShape) => familyNoticeVisibility(shape === 'class' ? param('classId') : null, param('now')),
  listOrder,
);

export const noticeRepository = {
  ...noticeTable,

  /** One page of what a family of a child of `child.centreId`, in `child.classId`, sees: pinned first, then the newest. */
  familyPage(db: DbOrTx, child: FamilyViewer, paging: Paging, now: Date) {
    return familyNoticePage(db, classAudienceShape(child.classId), paging, { centreId: child.centreId, classId: child.classId, now: now.toISOString() });
  },

  /** Whether the notice is one the family of this child sees: of the child's centre, and familyNoticeVisibility. */
  async familyVisible(db: DbOrTx, id: number, child: FamilyViewer, now: Date): Promise<boolean> {
    const rows = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, id), eq(notices.centreId, child.centreId), familyNoticeVisibility(child.classId, now)))
      .limit(1);
    return rows.length > 0;
  },

  /** One page of the centre's notices the actor may see: pinned first, then the newest publication. */
  search(db: DbOrTx, actor: Principal, centreId: number, query: NoticeSearchQuery, now: Date, timeZone: string) {
    const { shape, values } = postListQuery(actor, query);
    return searchPage(db, shape, query, { ...values, centreId, tno: actor.tno, now: now.toISOString(), timeZone });
  },
};
