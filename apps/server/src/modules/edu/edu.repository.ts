import { and, desc, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { POST_SUMMARY_LENGTH, type EduSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { educationPrograms as programs, teachers } from '../../db/schema/index';
import { paginate, totalOver } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { visibleToCondition } from '../post/post-audience';
import { postSearchConditions } from '../post/post-list';

export type EduRow = typeof programs.$inferSelect;
type EduValues = Partial<Omit<typeof programs.$inferInsert, 'id'>>;

const listColumns = {
  id: programs.id,
  title: programs.title,
  summary: sql<string>`left(${programs.contentText}, ${POST_SUMMARY_LENGTH})`,
  authorId: programs.authorId,
  authorName: teachers.name,
  viewCount: programs.viewCount,
  ageBand: programs.ageBand,
  startDate: programs.startDate,
  endDate: programs.endDate,
  createdAt: programs.createdAt,
  updatedAt: programs.updatedAt,
};
export type EduListRow = {
  id: number;
  title: string;
  summary: string;
  authorId: number | null;
  authorName: string | null;
  viewCount: number;
  ageBand: number | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type EduDetailRow = EduListRow & { content: string };

/**
 * The programmes whose period meets [startDate, endDate] (either end may be open). A period with one date is that one
 * day; a programme without a period never matches.
 */
function periodMeets(startDate?: string, endDate?: string): SQL[] {
  if (!startDate && !endDate) return [];
  const first = sql`coalesce(${programs.startDate}, ${programs.endDate})`;
  const last = sql`coalesce(${programs.endDate}, ${programs.startDate})`;
  return [
    or(isNotNull(programs.startDate), isNotNull(programs.endDate)) as SQL,
    ...(endDate ? [lte(first, sql`${endDate}::date`)] : []),
    ...(startDate ? [gte(last, sql`${startDate}::date`)] : []),
  ];
}

export const eduRepository = {
  /** One page, the newest first. */
  async search(db: DbOrTx, actor: Principal, query: EduSearchQuery) {
    const conditions = [
      visibleToCondition(actor, 'EDU', programs.id),
      ...postSearchConditions(query, { title: programs.title, contentText: programs.contentText, authorName: teachers.name, dates: periodMeets }),
    ].filter((c): c is SQL => c !== undefined);
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return paginate(
      query,
      ({ limit, offset }) =>
        db
          .select({ ...listColumns, total: totalOver() })
          .from(programs)
          .leftJoin(teachers, eq(teachers.id, programs.authorId))
          .where(where)
          .orderBy(desc(programs.createdAt), desc(programs.id))
          .limit(limit)
          .offset(offset),
      async () => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(programs).leftJoin(teachers, eq(teachers.id, programs.authorId)).where(where))[0].n,
    );
  },

  async findDetail(db: DbOrTx, id: number): Promise<EduDetailRow | undefined> {
    const [row] = await db
      .select({ ...listColumns, content: programs.content })
      .from(programs)
      .leftJoin(teachers, eq(teachers.id, programs.authorId))
      .where(eq(programs.id, id))
      .limit(1);
    return row;
  },

  async countView(db: DbOrTx, id: number): Promise<void> {
    await db.update(programs).set({ viewCount: sql`${programs.viewCount} + 1` }).where(eq(programs.id, id));
  },

  async lock(tx: DbOrTx, id: number): Promise<EduRow | undefined> {
    const [row] = await tx.select().from(programs).where(eq(programs.id, id)).limit(1).for('update');
    return row;
  },

  async insert(tx: DbOrTx, values: EduValues & { title: string }): Promise<EduRow> {
    const [row] = await tx.insert(programs).values(values).returning();
    return row;
  },

  async update(tx: DbOrTx, id: number, values: EduValues): Promise<void> {
    await tx.update(programs).set(values).where(eq(programs.id, id));
  },

  async remove(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(programs).where(eq(programs.id, id));
  },
};
