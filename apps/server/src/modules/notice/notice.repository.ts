import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { notices, teachers } from '../../db/schema/index';
import { isStaffAdmin } from '@kg/contract';
import { paginate, totalOver } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { visibleToCondition } from '../post/post-audience';
import { postSearchConditions } from '../post/post-list';

export type NoticeRow = typeof notices.$inferSelect;
type NoticeValues = Partial<Omit<typeof notices.$inferInsert, 'id'>>;

const listColumns = {
  id: notices.id,
  title: notices.title,
  summary: sql<string>`left(${notices.contentText}, 120)`,
  pinned: notices.pinned,
  authorId: notices.authorId,
  authorName: teachers.name,
  viewCount: notices.viewCount,
  publishedAt: notices.publishedAt,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
};
export type NoticeListRow = {
  id: number;
  title: string;
  summary: string;
  pinned: boolean;
  authorId: number | null;
  authorName: string | null;
  viewCount: number;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
};
export type NoticeDetailRow = NoticeListRow & { content: string };

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

export const noticeRepository = {
  /** One page: pinned first, then the newest publication. */
  async search(db: DbOrTx, actor: Principal, query: NoticeSearchQuery, now: Date, timeZone: string) {
    const conditions = [
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
    ].filter((c): c is SQL => c !== undefined);
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return paginate(
      query,
      ({ limit, offset }) =>
        db
          .select({ ...listColumns, total: totalOver() })
          .from(notices)
          .leftJoin(teachers, eq(teachers.id, notices.authorId))
          .where(where)
          .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
          .limit(limit)
          .offset(offset),
      async () => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(notices).leftJoin(teachers, eq(teachers.id, notices.authorId)).where(where))[0].n,
    );
  },

  async findDetail(db: DbOrTx, id: number): Promise<NoticeDetailRow | undefined> {
    const [row] = await db
      .select({ ...listColumns, content: notices.content })
      .from(notices)
      .leftJoin(teachers, eq(teachers.id, notices.authorId))
      .where(eq(notices.id, id))
      .limit(1);
    return row;
  },

  async countView(db: DbOrTx, id: number): Promise<void> {
    await db.update(notices).set({ viewCount: sql`${notices.viewCount} + 1` }).where(eq(notices.id, id));
  },

  async lock(tx: DbOrTx, id: number): Promise<NoticeRow | undefined> {
    const [row] = await tx.select().from(notices).where(eq(notices.id, id)).limit(1).for('update');
    return row;
  },

  async insert(tx: DbOrTx, values: NoticeValues & { title: string }): Promise<NoticeRow> {
    const [row] = await tx.insert(notices).values(values).returning();
    return row;
  },

  async update(tx: DbOrTx, id: number, values: NoticeValues): Promise<void> {
    await tx.update(notices).set(values).where(eq(notices.id, id));
  },

  async remove(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(notices).where(eq(notices.id, id));
  },
};
