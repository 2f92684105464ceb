import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import { POST_SUMMARY_LENGTH } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { teachers } from '../../db/schema/index';
import { paginate, type Paging } from '../../lib/paging';

/** The columns every website post table has (notices, education_programs, events). */
export type PostTable = PgTable & {
  id: AnyPgColumn;
  title: AnyPgColumn;
  content: AnyPgColumn;
  contentText: AnyPgColumn;
  authorId: AnyPgColumn;
  viewCount: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** What every listed post reads from its row; a domain's list row adds its own columns. */
export type PostListRow = {
  id: number;
  title: string;
  summary: string;
  authorId: number | null;
  authorName: string | null;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
};

type OrderBy = (SQL | AnyPgColumn)[];

/** The conditions that are there, joined with AND; undefined = no restriction. */
export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/**
 * The storage a post table shares with the others: its list rows (the shared columns, the author's name and the
 * domain's `ownColumns`), pages, the detail, the view count and the row's lock, insert, update and delete. The domain's
 * repository adds its search conditions and order.
 */
export function postTable<T extends PostTable, ListRow extends PostListRow>(table: T, ownColumns: SelectedFields) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'id'>;

  const listColumns = {
    id: table.id,
    title: table.title,
    summary: sql<string>`left(${table.contentText}, ${POST_SUMMARY_LENGTH})`,
    authorId: table.authorId,
    authorName: teachers.name,
    viewCount: table.viewCount,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    ...ownColumns,
  };
  const withAuthor = <F extends SelectedFields>(db: DbOrTx, fields: F) =>
    db
      .select(fields)
      .from(table as PostTable)
      .leftJoin(teachers, eq(teachers.id, table.authorId));

  return {
    /** List rows in `orderBy` order, at most `limit`. */
    async list(db: DbOrTx, filter: { where: SQL | undefined; orderBy: OrderBy; limit: number }): Promise<ListRow[]> {
      const rows = await withAuthor(db, listColumns)
        .where(filter.where)
        .orderBy(...filter.orderBy)
        .limit(filter.limit);
      return rows as ListRow[];
    },

    /** One page of list rows and the whole match count. */
    async page(db: DbOrTx, paging: Paging, where: SQL | undefined, orderBy: OrderBy): Promise<{ rows: ListRow[]; total: number }> {
      const { rows, total } = await paginate(
        paging,
        ({ limit, offset }, total) =>
          withAuthor(db, { ...listColumns, total })
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        withAuthor(db, { total: sql<number>`count(*)`.mapWith(Number) }).where(where),
      );
      return { rows: rows as ListRow[], total };
    },

    async findDetail(db: DbOrTx, id: number): Promise<(ListRow & { content: string }) | undefined> {
      const [row] = await withAuthor(db, { ...listColumns, content: table.content })
        .where(eq(table.id, id))
        .limit(1);
      return row as (ListRow & { content: string }) | undefined;
    },

    async countView(db: DbOrTx, id: number): Promise<void> {
      await db
        .update(table)
        .set({ viewCount: sql`${table.viewCount} + 1` } as PgUpdateSetSource<T>)
        .where(eq(table.id, id));
    },

    async lock(tx: DbOrTx, id: number): Promise<Row | undefined> {
      const [row] = await tx
        .select()
        .from(table as PostTable)
        .where(eq(table.id, id))
        .limit(1)
        .for('update');
      return row as Row | undefined;
    },

    async insert(tx: DbOrTx, values: Values): Promise<Row> {
      const [row] = await tx
        .insert(table)
        .values(values as PgInsertValue<T>)
        .returning();
      return row as Row;
    },

    async update(tx: DbOrTx, id: number, values: Partial<Values>): Promise<void> {
      await tx
        .update(table)
        .set(values as PgUpdateSetSource<T>)
        .where(eq(table.id, id));
    },

    async remove(tx: DbOrTx, id: number): Promise<void> {
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}
