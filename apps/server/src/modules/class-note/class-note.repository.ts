import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ClassNoteSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classNotes, classes, files, teachers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginate } from '../../lib/paging';

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

function searchWhere(classId: number, query: ClassNoteSearchQuery): SQL {
  const conditions: SQL[] = [eq(classNotes.classId, classId)];
  if (query.searchType === 'date') {
    if (query.startDate) conditions.push(gte(classNotes.noteDate, query.startDate));
    if (query.endDate) conditions.push(lte(classNotes.noteDate, query.endDate));
  }
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    if (query.searchType === 'title') conditions.push(ilike(classNotes.title, pattern));
    if (query.searchType === 'content') conditions.push(or(ilike(classNotes.content, pattern), ilike(classNotes.title, pattern)) as SQL);
  }
  return and(...conditions) as SQL;
}

/** Drizzle queries of 반 일지; every method takes the database or an open transaction. */
export const classNoteRepository = {
  /** One page of a class's notes, newest day first. */
  async search(db: DbOrTx, classId: number, query: ClassNoteSearchQuery): Promise<{ rows: ClassNoteListRow[]; total: number }> {
    const where = searchWhere(classId, query);
    const { rows, total } = await paginate(
      query,
      ({ limit, offset }, total) =>
        db
          .select({ ...listColumns, total })
          .from(classNotes)
          .leftJoin(teachers, eq(teachers.id, classNotes.authorId))
          .where(where)
          .orderBy(desc(classNotes.noteDate), desc(classNotes.id))
          .limit(limit)
          .offset(offset),
      db.$count(classNotes, where),
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
