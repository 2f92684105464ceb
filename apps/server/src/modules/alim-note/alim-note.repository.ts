import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AlimNoteSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { childNameMatches } from '../child/child-name-filter';
import { alimNoteReplies, alimNotes, childParents, children, classes, files, parents, teachers, type FileRow } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';
import { filterParams, param, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { absentOn, expectedIn } from '../class/class-membership';

export type AlimNoteRow = typeof alimNotes.$inferSelect;
export type NewAlimNoteRow = typeof alimNotes.$inferInsert;
export type AlimNoteUpdate = Partial<Pick<NewAlimNoteRow, 'content' | 'mood' | 'health' | 'meal' | 'nap' | 'bowel' | 'temperature' | 'updatedAt'>>;

const photoCount = sql<number>`(select count(*) from ${files} where ${files.refType} = 'ALIMNOTE' and ${files.refId} = ${alimNotes.id})`.mapWith(Number);
const replyCount = sql<number>`(select count(*) from ${alimNoteReplies} where ${alimNoteReplies.noteId} = ${alimNotes.id})`.mapWith(Number);
const firstPhotoId = sql<number | null>`(select min(${files.id}) from ${files} where ${files.refType} = 'ALIMNOTE' and ${files.refId} = ${alimNotes.id} and ${files.thumbnailKey} is not null)`;

const record = {
  mood: alimNotes.mood,
  health: alimNotes.health,
  meal: alimNotes.meal,
  nap: alimNotes.nap,
  bowel: alimNotes.bowel,
  temperature: alimNotes.temperature,
};

const listColumns = {
  id: alimNotes.id,
  classId: alimNotes.classId,
  childId: alimNotes.childId,
  childName: children.name,
  noteDate: alimNotes.noteDate,
  content: alimNotes.content,
  ...record,
  photoCount,
  firstPhotoId,
  authorName: teachers.name,
  readAt: alimNotes.readAt,
  replyCount,
  createdAt: alimNotes.createdAt,
  updatedAt: alimNotes.updatedAt,
};

type Record_ = Pick<AlimNoteRow, 'mood' | 'health' | 'meal' | 'nap' | 'bowel' | 'temperature'>;
export type AlimNoteListRow = Record_ & {
  id: number;
  classId: number;
  childId: number;
  childName: string;
  noteDate: string;
  content: string;
  photoCount: number;
  firstPhotoId: number | null;
  authorName: string | null;
  readAt: Date | null;
  replyCount: number;
  createdAt: Date;
  updatedAt: Date;
};
export type AlimNoteDetailRow = AlimNoteListRow & { className: string; readByName: string | null };
export type AlimReplyRow = {
  id: number;
  parentId: number | null;
  teacherId: number | null;
  parentName: string | null;
  relation: string | null;
  teacherName: string | null;
  content: string;
  createdAt: Date;
};

export type AlimBoardRow = Record_ & {
  childId: number;
  childName: string;
  gender: 'M' | 'F';
  profileFileId: number | null;
  noteId: number | null;
  photoCount: number;
  /** marked 결석 (or 인정결석) on the board's day */
  absent: boolean;
};

export type ClassChild = { id: number; name: string };

/** The search's optional filters (db/statement.ts presentFilters); `content` and `childName` are LIKE patterns. */
type SearchFilters = { childCode?: number; unread?: true; read?: true; from?: string; to?: string; content?: string; childName?: string };
type SearchShape = FilterShape<SearchFilters>;
/** The filters' values: the query's, or the prepared page's placeholders (filterParams). */
type SearchValues = { [F in keyof SearchFilters]?: SearchFilters[F] | SQL };

function searchFiltersOf(query: AlimNoteSearchQuery): SearchFilters {
  const { searchType, keyword } = query;
  const pattern = keyword === undefined ? undefined : likePattern(keyword);
  return {
    childCode: query.childCode,
    unread: query.readState === 'unread' || undefined,
    read: query.readState === 'read' || undefined,
    ...(searchType === 'date' && { from: query.startDate, to: query.endDate }),
    content: searchType === 'content' ? pattern : undefined,
    childName: searchType === 'childName' ? pattern : undefined,
  };
}

/** The search's conditions on the note itself (all but the child's name). */
function noteConditions(classId: number | SQL, v: SearchValues): SQL[] {
  const conditions: SQL[] = [eq(alimNotes.classId, classId)];
  if (v.childCode !== undefined) conditions.push(eq(alimNotes.childId, v.childCode));
  if (v.unread) conditions.push(isNull(alimNotes.readAt));
  if (v.read) conditions.push(isNotNull(alimNotes.readAt));
  if (v.from !== undefined) conditions.push(gte(alimNotes.noteDate, v.from));
  if (v.to !== undefined) conditions.push(lte(alimNotes.noteDate, v.to));
  if (v.content !== undefined) conditions.push(ilike(alimNotes.content, v.content));
  return conditions;
}

function searchWhere(classId: number | SQL, v: SearchValues): SQL {
  const conditions = noteConditions(classId, v);
  if (v.childName !== undefined) {
    conditions.push(childNameMatches(alimNotes.childId, v.childName));
  }
  return and(...conditions) as SQL;
}

/**
 * The ids of one page of a search by child name, in the list's order. The children whose name matches are few (a
 * trigram index finds them); each one's notes in the class are read newest first from (child, class, date) only as far
 * as the page reaches, instead of reading, joining and sorting every note of theirs since they came. A child has one
 * note a day (alim_notes_child_date_key), so within a child the date alone orders them.
 */
function childNamePageIds(db: DbOrTx, classId: SQL, childName: SQL, v: SearchValues) {
  const matched = db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(ilike(children.name, childName))
    .as('matched');
  const notes = db
    .select({ id: alimNotes.id, noteDate: alimNotes.noteDate })
    .from(alimNotes)
    .where(and(eq(alimNotes.childId, matched.id), ...noteConditions(classId, v)))
    .orderBy(desc(alimNotes.noteDate))
    .limit(sql.placeholder('reach'))
    .as('page');
  return db
    .select({ id: notes.id })
    .from(matched)
    .crossJoinLateral(notes)
    .orderBy(desc(notes.noteDate), asc(matched.name), asc(notes.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** One page of a search with its total (paginatePrepared); by child name, the page's ids first (childNamePageIds). */
const searchPage = preparedStatement('kg_alim_search', (db, shape: SearchShape) => {
  const classId = param('classId');
  const v = filterParams(shape);
  const where = searchWhere(classId, v);
  const order = [desc(alimNotes.noteDate), asc(children.name), asc(alimNotes.id)];
  const select = db
    .select({ ...listColumns, total: totalColumn(db.select({ total: count() }).from(alimNotes).where(where)) })
    .from(alimNotes)
    .innerJoin(children, eq(children.id, alimNotes.childId))
    .leftJoin(teachers, eq(teachers.id, alimNotes.authorId))
    .$dynamic();
  if (v.childName) return select.where(inArray(alimNotes.id, childNamePageIds(db, classId, v.childName, v))).orderBy(...order);
  return select
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** The 알림장 board of a day: every child expected in the class with their note, if any (alimNoteRepository.board). */
const boardOfDay = preparedStatement('kg_alim_board', (db) => {
  const date = param('date');
  return db
    .select({
      childId: children.id,
      childName: children.name,
      gender: children.gender,
      profileFileId: children.profileFileId,
      noteId: alimNotes.id,
      ...record,
      photoCount: sql<number>`(select count(*) from ${files} where ${files.refType} = 'ALIMNOTE' and ${files.refId} = ${alimNotes.id})`.mapWith(Number),
      absent: sql<boolean>`${absentOn(date)}`.mapWith(Boolean),
    })
    .from(children)
    .leftJoin(alimNotes, and(eq(alimNotes.childId, children.id), eq(alimNotes.noteDate, date)))
    .where(expectedIn(param('classId'), date))
    .orderBy(asc(children.name), asc(children.id));
});

const childMonth = preparedStatement('kg_alim_child_month', (db) =>
  db
    .select(listColumns)
    .from(alimNotes)
    .innerJoin(children, eq(children.id, alimNotes.childId))
    .leftJoin(teachers, eq(teachers.id, alimNotes.authorId))
    .where(and(eq(alimNotes.childId, param('childId')), gte(alimNotes.noteDate, param('from')), lte(alimNotes.noteDate, param('to'))))
    .orderBy(desc(alimNotes.noteDate), desc(alimNotes.id)),
);

const toNumberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

async function detailWhere(db: DbOrTx, where: SQL): Promise<AlimNoteDetailRow | undefined> {
  const [row] = await db
    .select({ ...listColumns, className: classes.name, readByName: parents.name })
    .from(alimNotes)
    .innerJoin(children, eq(children.id, alimNotes.childId))
    .innerJoin(classes, eq(classes.id, alimNotes.classId))
    .leftJoin(teachers, eq(teachers.id, alimNotes.authorId))
    .leftJoin(parents, eq(parents.id, alimNotes.readByParentId))
    .where(where)
    .limit(1);
  return row ? { ...row, firstPhotoId: toNumberOrNull(row.firstPhotoId) } : undefined;
}

/** Drizzle queries of 알림장; every method takes the database or an open transaction. */
export const alimNoteRepository = {
  /** One page of a class's notes: newest day first, then by child name. */
  async search(db: DbOrTx, classId: number, query: AlimNoteSearchQuery): Promise<{ rows: AlimNoteListRow[]; total: number }> {
    const { shape, values } = presentFilters(searchFiltersOf(query));
    const { rows, total } = await paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, classId, ...window, reach: window.offset + window.limit }),
      () => db.select({ total: count() }).from(alimNotes).where(searchWhere(classId, values)),
    );
    return { rows: rows.map((r) => ({ ...r, firstPhotoId: toNumberOrNull(r.firstPhotoId) })), total };
  },

  /** Notes by id with their names (the answer of a bulk write). */
  async listByIds(db: DbOrTx, ids: number[]): Promise<AlimNoteListRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(listColumns)
      .from(alimNotes)
      .innerJoin(children, eq(children.id, alimNotes.childId))
      .leftJoin(teachers, eq(teachers.id, alimNotes.authorId))
      .where(inArray(alimNotes.id, ids))
      .orderBy(asc(children.name), asc(alimNotes.id));
    return rows.map((r) => ({ ...r, firstPhotoId: toNumberOrNull(r.firstPhotoId) }));
  },

  /** The note with its names, only when it belongs to `classId`. */
  async findDetail(db: DbOrTx, classId: number, id: number): Promise<AlimNoteDetailRow | undefined> {
    return detailWhere(db, and(eq(alimNotes.id, id), eq(alimNotes.classId, classId)) as SQL);
  },

  /** The note with its names, only when it is about `childId` (the parent app: whatever class wrote it). */
  async findForChild(db: DbOrTx, childId: number, id: number): Promise<AlimNoteDetailRow | undefined> {
    return detailWhere(db, and(eq(alimNotes.id, id), eq(alimNotes.childId, childId)) as SQL);
  },

  /** A child's notes of one month (`from`..`to` inclusive), newest day first. */
  async listForChild(db: DbOrTx, childId: number, from: string, to: string): Promise<AlimNoteListRow[]> {
    const rows = await childMonth(db).execute({ childId, from, to });
    return rows.map((r) => ({ ...r, firstPhotoId: toNumberOrNull(r.firstPhotoId) }));
  },

  /** Marks the note read by `parentId` unless a parent read it before; whether this call marked it. */
  async markRead(tx: DbOrTx, id: number, parentId: number, at: Date): Promise<boolean> {
    const rows = await tx
      .update(alimNotes)
      .set({ readAt: at, readByParentId: parentId })
      .where(and(eq(alimNotes.id, id), isNull(alimNotes.readAt)))
      .returning({ id: alimNotes.id });
    return rows.length > 0;
  },

  /** The note's replies in the order written, with the authors' names (and a parent's relation to the child). */
  async listReplies(db: DbOrTx, noteId: number): Promise<AlimReplyRow[]> {
    return db
      .select({
        id: alimNoteReplies.id,
        parentId: alimNoteReplies.parentId,
        teacherId: alimNoteReplies.teacherId,
        parentName: parents.name,
        relation: childParents.relation,
        teacherName: teachers.name,
        content: alimNoteReplies.content,
        createdAt: alimNoteReplies.createdAt,
      })
      .from(alimNoteReplies)
      .innerJoin(alimNotes, eq(alimNotes.id, alimNoteReplies.noteId))
      .leftJoin(parents, eq(parents.id, alimNoteReplies.parentId))
      .leftJoin(childParents, and(eq(childParents.parentId, alimNoteReplies.parentId), eq(childParents.childId, alimNotes.childId)))
      .leftJoin(teachers, eq(teachers.id, alimNoteReplies.teacherId))
      .where(eq(alimNoteReplies.noteId, noteId))
      .orderBy(asc(alimNoteReplies.createdAt), asc(alimNoteReplies.id));
  },

  async insertReply(tx: DbOrTx, values: typeof alimNoteReplies.$inferInsert): Promise<number> {
    const [row] = await tx.insert(alimNoteReplies).values(values).returning({ id: alimNoteReplies.id });
    return row.id;
  },

  /** One photo of the note (a file attached to it), or undefined. */
  async findPhoto(db: DbOrTx, noteId: number, fileId: number): Promise<FileRow | undefined> {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.refType, 'ALIMNOTE'), eq(files.refId, noteId)))
      .limit(1);
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<AlimNoteRow | undefined> {
    const [row] = await tx.select().from(alimNotes).where(eq(alimNotes.id, id)).limit(1).for('update');
    return row;
  },

  /** Those of `childIds` who are expected in the class on `date` (class-membership.ts). */
  async expectedChildrenOf(db: DbOrTx, classId: number, childIds: number[], date: string): Promise<ClassChild[]> {
    if (childIds.length === 0) return [];
    return db
      .select({ id: children.id, name: children.name })
      .from(children)
      .where(and(expectedIn(classId, date), inArray(children.id, childIds)));
  },

  /** The children among `childIds` who already have a note on `date`. */
  async childrenWithNote(db: DbOrTx, childIds: number[], date: string): Promise<number[]> {
    if (childIds.length === 0) return [];
    const rows = await db
      .select({ childId: alimNotes.childId })
      .from(alimNotes)
      .where(and(inArray(alimNotes.childId, childIds), eq(alimNotes.noteDate, date)));
    return rows.map((r) => r.childId);
  },

  async insertMany(tx: DbOrTx, values: NewAlimNoteRow[]): Promise<AlimNoteRow[]> {
    return tx.insert(alimNotes).values(values).returning();
  },

  async update(tx: DbOrTx, id: number, values: AlimNoteUpdate): Promise<void> {
    await tx.update(alimNotes).set(values).where(eq(alimNotes.id, id));
  },

  async delete(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(alimNotes).where(eq(alimNotes.id, id));
  },

  /** Every child expected in the class on `date` (class-membership.ts) with their note of that day, if any, and whether they are marked absent (by name). */
  async board(db: DbOrTx, classId: number, date: string): Promise<AlimBoardRow[]> {
    return boardOfDay(db).execute({ classId, date });
  },

  /** A child of the class (any status), or undefined. */
  async childInClass(db: DbOrTx, classId: number, childId: number): Promise<ClassChild | undefined> {
    const [row] = await db
      .select({ id: children.id, name: children.name })
      .from(children)
      .where(and(eq(children.id, childId), eq(children.classId, classId)))
      .limit(1);
    return row;
  },

  /** The child's latest note before `date` in this class. */
  async latestBefore(db: DbOrTx, classId: number, childId: number, date: string): Promise<AlimNoteRow | undefined> {
    const [row] = await db
      .select()
      .from(alimNotes)
      .where(and(eq(alimNotes.classId, classId), eq(alimNotes.childId, childId), lt(alimNotes.noteDate, date)))
      .orderBy(desc(alimNotes.noteDate))
      .limit(1);
    return row;
  },
};
