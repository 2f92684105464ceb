import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ClassNoteSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classNotes, classes, files, teachers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';
import { filterParams, param, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';

export type ClassNoteRow = typeof classNotes.$inferSelect;
export type NewClassNoteRow = typeof classNotes.$inferInsert;

const SUMMARY_LENGTH = 120;

const photoCount = sql<number>`(select count(*) from ${files} where ${files.refType} = 'CLASSNOTE' and ${files.refId} = ${classNotes.id})`.mapWith(Number);
const hasVideo = sql<boolean>`exists (select 1 from ${files} where ${files.refType} = 'CLASSMOV' and ${files.refId} = ${classNotes.id})`.mapWith(Boolean);
const firstPhotoId = sql<number | null>`(select min(${files.id}) from ${files} where ${files.refType} = 'CLASSNOTE' and ${files.refId} = ${classNotes.id} and ${files.thumbnailKey} is not null)`;

const listColumns = {
  id: classNotes.id,
  classId: classNotes.classId,
  noteDate: classNotes.noteDate,
  title: classNotes.title,
  summary: sql<string>`left(${classNotes.content}, ${SUMMARY_LENGTH})`,
  photoCount,
  hasVideo,
  firstPhotoId,
  authorName: teachers.name,
  createdAt: classNotes.createdAt,
  updatedAt: classNotes.updatedAt,
};

export type ClassNoteListRow = {
  id: number;
  classId: number;
  noteDate: string;
  title: string;
  summary: string;
  photoCount: number;
  hasVideo: boolean;
  firstPhotoId: number | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type ClassNoteDetailRow = ClassNoteListRow & { className: string; content: string };

/** The search's optional filters (db/statement.ts presentFilters); `title` and `content` are LIKE patterns. */
type SearchFilters = { from?: string; to?: string; title?: string; content?: string };

function searchFiltersOf(query: ClassNoteSearchQuery): SearchFilters {
  const { searchType, keyword } = query;
  const pattern = keyword === undefined ? undefined : likePattern(keyword);
  return {
    ...(searchType === 'date' && { from: query.startDate, to: query.endDate }),
    title: searchType === 'title' ? pattern : undefined,
    content: searchType === 'content' ? pattern : undefined,
  };
}

/** The search's condition; its values are the query's or the prepared page's placeholders (filterParams). */
function searchWhere(classId: number | SQL, v: { [F in keyof SearchFilters]?: SearchFilters[F] | SQL }): SQL {
  const conditions: SQL[] = [eq(classNotes.classId, classId)];
  if (v.from !== undefined) conditions.push(gte(classNotes.noteDate, v.from));
  if (v.to !== undefined) conditions.push(lte(classNotes.noteDate, v.to));
  if (v.title !== undefined) conditions.push(ilike(classNotes.title, v.title));
  if (v.content !== undefined) conditions.push(or(ilike(classNotes.content, v.content), ilike(classNotes.title, v.content)) as SQL);
  return and(...conditions) as SQL;
}

const searchPage = preparedStatement('kg_class_note_search', (db, shape: FilterShape<SearchFilters>) => {
  const where = searchWhere(param('classId'), filterParams(shape));
  return db
    .select({ ...listColumns, total: totalColumn(db.$count(classNotes, where)) })
    .from(classNotes)
    .leftJoin(teachers, eq(teachers.id, classNotes.authorId))
    .where(where)
    .orderBy(desc(classNotes.noteDate), desc(classNotes.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** Drizzle queries of 반 일지; every method takes the database or an open transaction. */
export const classNoteRepository = {
  /** One page of a class's notes, newest day first. */
  async search(db: DbOrTx, classId: number, query: ClassNoteSearchQuery): Promise<{ rows: ClassNoteListRow[]; total: number }> {
    const { shape, values } = presentFilters(searchFiltersOf(query));
    const { rows, total } = await paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, classId, ...window }),
      () => db.$count(classNotes, searchWhere(classId, values)),
    );
    return { rows: rows.map(normaliseFirstPhoto), total };
  },

  /** The note with its names, only when it belongs to `classId`. */
  async findDetail(db: DbOrTx, classId: number, id: number): Promise<ClassNoteDetailRow | undefined> {
    const [row] = await db
      .select({ ...listColumns, className: classes.name, content: classNotes.content })
      .from(classNotes)
      .innerJoin(classes, eq(classes.id, classNotes.classId))
      .leftJoin(teachers, eq(teachers.id, classNotes.authorId))
      .where(and(eq(classNotes.id, id), eq(classNotes.classId, classId)))
      .limit(1);
    return row ? { ...normaliseFirstPhoto(row), className: row.className, content: row.content } : undefined;
  },

  /** Locks a note for a change or a delete. */
  async lock(tx: DbOrTx, id: number): Promise<ClassNoteRow | undefined> {
    const [row] = await tx.select().from(classNotes).where(eq(classNotes.id, id)).limit(1).for('update');
    return row;
  },

  async create(tx: DbOrTx, values: NewClassNoteRow): Promise<ClassNoteRow> {
    const [row] = await tx.insert(classNotes).values(values).returning();
    return row;
  },

  async update(tx: DbOrTx, id: number, values: Partial<Pick<NewClassNoteRow, 'noteDate' | 'title' | 'content' | 'updatedAt'>>): Promise<void> {
    await tx.update(classNotes).set(values).where(eq(classNotes.id, id));
  },

  async delete(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(classNotes).where(eq(classNotes.id, id));
  },
};

function normaliseFirstPhoto<T extends { firstPhotoId: number | string | null }>(row: T): T & { firstPhotoId: number | null } {
  return { ...row, firstPhotoId: row.firstPhotoId === null ? null : Number(row.firstPhotoId) };
}
