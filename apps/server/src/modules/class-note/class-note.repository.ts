import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ClassNoteSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classNotes, classes, files, teachers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';
import { param, preparedStatement } from '../../db/statement';

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

/** The search's optional filters, each changing the statement's text; a shape names those present, in this order. */
const searchFilters = ['from', 'to', 'title', 'content'] as const;
type SearchFilter = (typeof searchFilters)[number];

function searchFiltersOf(query: ClassNoteSearchQuery): SearchFilter[] {
  const present: Record<SearchFilter, boolean> = {
    from: query.searchType === 'date' && !!query.startDate,
    to: query.searchType === 'date' && !!query.endDate,
    title: query.searchType === 'title' && !!query.keyword,
    content: query.searchType === 'content' && !!query.keyword,
  };
  return searchFilters.filter((f) => present[f]);
}

/** The search's condition; its values are the query's (searchValues) or the prepared page's placeholders. */
function searchWhere(filters: SearchFilter[], v: { classId: number | SQL; from?: string | SQL; to?: string | SQL; pattern?: string | SQL }): SQL {
  const conditions: SQL[] = [eq(classNotes.classId, v.classId)];
  if (filters.includes('from')) conditions.push(gte(classNotes.noteDate, v.from!));
  if (filters.includes('to')) conditions.push(lte(classNotes.noteDate, v.to!));
  if (filters.includes('title')) conditions.push(ilike(classNotes.title, v.pattern!));
  if (filters.includes('content')) conditions.push(or(ilike(classNotes.content, v.pattern!), ilike(classNotes.title, v.pattern!)) as SQL);
  return and(...conditions) as SQL;
}

function searchValues(classId: number, query: ClassNoteSearchQuery) {
  return { classId, from: query.startDate, to: query.endDate, pattern: query.keyword === undefined ? undefined : likePattern(query.keyword) };
}

const searchPage = preparedStatement('kg_class_note_search', (db, shape: string) => {
  const where = searchWhere(shape ? (shape.split(',') as SearchFilter[]) : [], {
    classId: param('classId'),
    from: param('from'),
    to: param('to'),
    pattern: param('pattern'),
  });
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
    const filters = searchFiltersOf(query);
    const values = searchValues(classId, query);
    const { rows, total } = await paginatePrepared(
      query,
      (window) => searchPage(db, filters.join(',')).execute({ ...values, ...window }),
      () => db.$count(classNotes, searchWhere(filters, values)),
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
