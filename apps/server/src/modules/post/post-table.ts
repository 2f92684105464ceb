import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import { POST_SUMMARY_LENGTH } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { teachers } from '../../db/schema/index';
import { preparedStatement } from '../../db/statement';
import { paginatePrepared, totalColumn, type Paging } from '../../lib/paging';

/** The columns every website post table has (notices, education_programs, events). */
export type PostTable = PgTable & {
  id: AnyPgColumn;
  centreId: AnyPgColumn;
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

/** The values of a list's placeholders: always the centre (`centreId`), and its filter's. */
export type CentreValues = Record<string, unknown> & { centreId: number };

/** The conditions that are there, joined with AND; undefined = no restriction. */
export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/**
 * The storage a post table shares with the others: its list rows (the shared columns, the author's name and the
 * domain's `ownColumns`), pages, the detail, the view count and the row's lock, insert, update and delete. The domain's
 * repository adds its lists' statements (their names, search conditions and order).
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
  // every list is of one centre's posts (docs/decisions/017-centres-and-policies.md): the `centreId` placeholder
  const inCentre = (shapeFilter: SQL | undefined) => allOf([eq(table.centreId, sql.placeholder('centreId')), shapeFilter]);
  const withAuthor = <F extends SelectedFields>(db: DbOrTx, fields: F) =>
    db
      .select(fields)
      .from(table as PostTable)
      .leftJoin(teachers, eq(teachers.id, table.authorId));

  return {
    /**
     * A list's pages, one statement per filter shape prepared once (db/statement.ts) under `name`: `filterOf` composes
     * a shape's condition with placeholders, which the values given to the returned function fill (with the centre's
     * `centreId` always). A page past the end counts with a statement of its own (`name_count`).
     */
    preparedPage<Shape extends string>(name: string, filterOf: (shape: Shape) => SQL | undefined, orderBy: OrderBy) {
      const countOf = (db: DbOrTx, where: SQL | undefined) => withAuthor(db, { total: sql<number>`count(*)`.mapWith(Number) }).where(where);
      const pageOf = preparedStatement(name, (db, shape: string) => {
        const where = inCentre(filterOf(shape as Shape));
        return withAuthor(db, { ...listColumns, total: totalColumn(countOf(db, where)) })
          .where(where)
          .orderBy(...orderBy)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'));
      });
      const countAlone = preparedStatement(`${name}_count`, (db, shape: string) => countOf(db, inCentre(filterOf(shape as Shape))));
      return async (db: DbOrTx, shape: Shape, paging: Paging, values: CentreValues): Promise<{ rows: ListRow[]; total: number }> => {
        const { rows, total } = await paginatePrepared(
          paging,
          (window) => pageOf(db, shape).execute({ ...values, ...window }) as Promise<(PostListRow & { total: number })[]>,
          () => countAlone(db, shape).execute(values),
        );
        return { rows: rows as ListRow[], total };
      };
    },

    /** preparedPage for a list of at most `limit` rows (the `limit` placeholder), without a count. */
    preparedList<Shape extends string>(name: string, filterOf: (shape: Shape) => SQL | undefined, orderBy: OrderBy) {
      const listOf = preparedStatement(name, (db, shape: string) =>
        withAuthor(db, listColumns)
          .where(inCentre(filterOf(shape as Shape)))
          .orderBy(...orderBy)
          .limit(sql.placeholder('limit')),
      );
      return (db: DbOrTx, shape: Shape, values: CentreValues & { limit: number }): Promise<ListRow[]> =>
        listOf(db, shape).execute(values) as Promise<ListRow[]>;
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
