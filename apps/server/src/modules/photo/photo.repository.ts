import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { monthEndOf, type ChildStatus, type PhotoSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { children, classes, files, photoAlbumChildren, photoAlbumPhotos, photoAlbums, teachers, type FileRow } from '../../db/schema/index';
import { filterParams, param, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn, type Paging } from '../../lib/paging';

/** refType (and upload purpose) of album photos in the files table. */
export const PHOTO_REF_TYPE = 'PHOTO';
/** Children who left are no longer taggable. */
const GONE_STATUSES: ChildStatus[] = ['stop', 'graduate'];

export type PhotoAlbumRow = typeof photoAlbums.$inferSelect;
export type NewPhotoAlbumRow = typeof photoAlbums.$inferInsert;

export type PhotoAlbumListRow = {
  id: number;
  classId: number;
  title: string;
  photoDate: string;
  authorName: string | null;
  createdAt: Date;
};
export type PhotoAlbumDetailRow = PhotoAlbumListRow & { className: string; comment: string; updatedAt: Date };
export type TaggedChildRow = { albumId: number; childId: number; name: string };
export type ClassChildRow = { id: number; name: string; classId: number | null; photoConsent: boolean };
export type PhotoStats = { albumId: number; photoCount: number; coverId: number; coverThumbnailKey: string | null };

/** The album's order: placed photos by position, then any without a place (seeded straight into files) by upload order. */
const photoOrder = [sql`${photoAlbumPhotos.position} asc nulls last`, asc(files.id)];

const listColumns = {
  id: photoAlbums.id,
  classId: photoAlbums.classId,
  title: photoAlbums.title,
  photoDate: photoAlbums.photoDate,
  authorName: teachers.name,
  createdAt: photoAlbums.createdAt,
};

/** A search's optional filters (db/statement.ts presentFilters; a LIKE pattern for the title). */
type SearchFilters = { title?: string; from?: string; to?: string; childCode?: number };
type FilterName = keyof SearchFilters;

function searchFilters(query: PhotoSearchQuery): SearchFilters {
  const filters: SearchFilters = {};
  if (query.searchType === 'title' && query.keyword) filters.title = likePattern(query.keyword);
  if (query.searchType === 'date') {
    if (query.startDate) filters.from = query.startDate;
    if (query.endDate) filters.to = query.endDate;
  }
  if (query.childCode) filters.childCode = query.childCode;
  return filters;
}

/** The filter as values, or as placeholders (`param`) in a prepared statement. */
function searchWhere(classId: number | SQL, filters: { [F in FilterName]?: SearchFilters[F] | SQL }): SQL {
  const conditions: SQL[] = [eq(photoAlbums.classId, classId)];
  if (filters.title) conditions.push(ilike(photoAlbums.title, filters.title));
  if (filters.from) conditions.push(gte(photoAlbums.photoDate, filters.from));
  if (filters.to) conditions.push(lte(photoAlbums.photoDate, filters.to));
  if (filters.childCode) {
    conditions.push(
      sql`exists (select 1 from ${photoAlbumChildren}
        where ${photoAlbumChildren.albumId} = ${photoAlbums.id} and ${photoAlbumChildren.childId} = ${filters.childCode})`,
    );
  }
  return and(...conditions) as SQL;
}

/**
 * THE rule of what a family sees (docs/product/photo.md#parent-app), used by every parent-app read — list, album, its
 * files and the month's ZIP: albums that tag `childId` and tag no other child whose parents did not agree to photo
 * sharing (children.photo_consent, read now: a consent withdrawn later hides the album from other families too).
 */
export function familyVisibleAlbum(childId: number | SQL): SQL {
  return sql`(exists (select 1 from ${photoAlbumChildren}
      where ${photoAlbumChildren.albumId} = ${photoAlbums.id} and ${photoAlbumChildren.childId} = ${childId})
    and not exists (select 1 from ${photoAlbumChildren} inner join ${children} on ${children.id} = ${photoAlbumChildren.childId}
      where ${photoAlbumChildren.albumId} = ${photoAlbums.id} and ${photoAlbumChildren.childId} <> ${childId} and ${children.photoConsent} = false))`;
}

export type FamilyAlbumFilter = { month?: string };

/** The month's first and last day, or placeholders (`param`) for them in a prepared statement. */
type MonthRange = { monthStart: string | SQL; monthEnd: string | SQL };

const monthRange = (month: string): MonthRange => ({ monthStart: `${month}-01`, monthEnd: monthEndOf(month) });

function familyWhere(childId: number | SQL, month: MonthRange | undefined): SQL {
  const conditions: SQL[] = [familyVisibleAlbum(childId)];
  if (month) conditions.push(gte(photoAlbums.photoDate, month.monthStart), lte(photoAlbums.photoDate, month.monthEnd));
  return and(...conditions) as SQL;
}

const albumOrder = [desc(photoAlbums.photoDate), desc(photoAlbums.id)];

const searchPage = preparedStatement('kg_photo_search', (db, shape: FilterShape<SearchFilters>) => {
  const where = searchWhere(param('classId'), filterParams(shape));
  return db
    .select({ ...listColumns, total: totalColumn(db.$count(photoAlbums, where)) })
    .from(photoAlbums)
    .leftJoin(teachers, eq(teachers.id, photoAlbums.authorId))
    .where(where)
    .orderBy(...albumOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** The parent app's page of albums (photoRepository.familyPage), of every month or of one (its first and last day). */
const familyPageStatement = preparedStatement('kg_photo_family_page', (db, shape: FilterShape<Partial<MonthRange>>) => {
  const { monthStart, monthEnd } = filterParams(shape);
  const where = familyWhere(param('childId'), monthStart && monthEnd ? { monthStart, monthEnd } : undefined);
  const pageIds = db
    .select({ id: photoAlbums.id })
    .from(photoAlbums)
    .where(where)
    .orderBy(...albumOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({ ...listColumns, total: totalColumn(db.$count(photoAlbums, where)) })
    .from(photoAlbums)
    .leftJoin(teachers, eq(teachers.id, photoAlbums.authorId))
    .where(inArray(photoAlbums.id, pageIds))
    .orderBy(...albumOrder);
});

const taggedOf = preparedStatement('kg_photo_tagged', (db) =>
  db
    .select({ albumId: photoAlbumChildren.albumId, childId: children.id, name: children.name })
    .from(photoAlbumChildren)
    .innerJoin(children, eq(children.id, photoAlbumChildren.childId))
    .where(sql`${photoAlbumChildren.albumId} = any(${sql.placeholder('albumIds')}::int[])`)
    .orderBy(asc(children.name), asc(children.id)),
);

const statsOf = preparedStatement('kg_photo_stats', (db) =>
  db
    .selectDistinctOn([files.refId], {
      albumId: sql<number>`${files.refId}`.mapWith(Number),
      photoCount: sql<number>`count(*) over (partition by ${files.refId})`.mapWith(Number),
      coverId: files.id,
      coverThumbnailKey: files.thumbnailKey,
    })
    .from(files)
    .leftJoin(photoAlbumPhotos, eq(photoAlbumPhotos.fileId, files.id))
    .where(and(eq(files.refType, PHOTO_REF_TYPE), sql`${files.refId} = any(${sql.placeholder('albumIds')}::int[])`))
    .orderBy(files.refId, ...photoOrder),
);

const classChildren = preparedStatement('kg_photo_class_children', (db) =>
  db
    .select({ id: children.id, name: children.name, classId: children.classId, photoConsent: children.photoConsent })
    .from(children)
    .where(and(eq(children.classId, sql.placeholder('classId')), notInArray(children.status, GONE_STATUSES)))
    .orderBy(asc(children.name), asc(children.id)),
);

/** Drizzle queries of 사진첩; every method takes the database or an open transaction. */
export const photoRepository = {
  /**
   * One page of the albums a family of `childId` sees (familyVisibleAlbum), newest photo date first. The page's ids
   * come first: the child's tagged albums are ordered by date from (id, photo_date) alone, and only the page's rows
   * are read (joining every tagged album's row made the planner scan all albums of every year instead).
   */
  async familyPage(db: DbOrTx, childId: number, query: Paging & FamilyAlbumFilter): Promise<{ rows: PhotoAlbumListRow[]; total: number }> {
    const month = query.month ? monthRange(query.month) : undefined;
    const { shape, values } = presentFilters({ ...month });
    return paginatePrepared(
      query,
      (window) => familyPageStatement(db, shape).execute({ ...values, childId, ...window }),
      () => db.$count(photoAlbums, familyWhere(childId, month)),
    );
  },

  /** Every album of a month a family of `childId` sees (familyVisibleAlbum), oldest first (the ZIP's folders). */
  async familyMonth(db: DbOrTx, childId: number, month: string): Promise<PhotoAlbumListRow[]> {
    return db
      .select(listColumns)
      .from(photoAlbums)
      .leftJoin(teachers, eq(teachers.id, photoAlbums.authorId))
      .where(familyWhere(childId, monthRange(month)))
      .orderBy(asc(photoAlbums.photoDate), asc(photoAlbums.id));
  },

  /** One album a family of `childId` sees (familyVisibleAlbum), with its names; undefined otherwise. */
  async familyDetail(db: DbOrTx, childId: number, id: number): Promise<PhotoAlbumDetailRow | undefined> {
    const [row] = await db
      .select({ ...listColumns, className: classes.name, comment: photoAlbums.comment, updatedAt: photoAlbums.updatedAt })
      .from(photoAlbums)
      .innerJoin(classes, eq(classes.id, photoAlbums.classId))
      .leftJoin(teachers, eq(teachers.id, photoAlbums.authorId))
      .where(and(eq(photoAlbums.id, id), familyVisibleAlbum(childId)))
      .limit(1);
    return row;
  },

  /** One photo of an album a family of `childId` sees (familyVisibleAlbum); undefined otherwise. */
  async familyPhoto(db: DbOrTx, childId: number, albumId: number, fileId: number): Promise<FileRow | undefined> {
    const [row] = await db
      .select(getTableColumns(files))
      .from(files)
      .innerJoin(photoAlbums, eq(photoAlbums.id, files.refId))
      .where(and(eq(files.id, fileId), eq(files.refType, PHOTO_REF_TYPE), eq(files.refId, albumId), familyVisibleAlbum(childId)))
      .limit(1);
    return row;
  },

  /** One page of a class's albums, newest photo date first. */
  async search(db: DbOrTx, classId: number, query: PhotoSearchQuery): Promise<{ rows: PhotoAlbumListRow[]; total: number }> {
    const { shape, values } = presentFilters(searchFilters(query));
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, classId, ...window }),
      () => db.$count(photoAlbums, searchWhere(classId, values)),
    );
  },

  /** The album with its names, only when it belongs to `classId`. */
  async findDetail(db: DbOrTx, classId: number, id: number): Promise<PhotoAlbumDetailRow | undefined> {
    const [row] = await db
      .select({ ...listColumns, className: classes.name, comment: photoAlbums.comment, updatedAt: photoAlbums.updatedAt })
      .from(photoAlbums)
      .innerJoin(classes, eq(classes.id, photoAlbums.classId))
      .leftJoin(teachers, eq(teachers.id, photoAlbums.authorId))
      .where(and(eq(photoAlbums.id, id), eq(photoAlbums.classId, classId)))
      .limit(1);
    return row;
  },

  /** Locks the album row for a change or deletion (only when it belongs to `classId`): saves of one album take turns. */
  async lockInClass(tx: DbOrTx, classId: number, id: number): Promise<PhotoAlbumRow | undefined> {
    const [row] = await tx
      .select()
      .from(photoAlbums)
      .where(and(eq(photoAlbums.id, id), eq(photoAlbums.classId, classId)))
      .limit(1)
      .for('update');
    return row;
  },

  async create(tx: DbOrTx, values: NewPhotoAlbumRow, childIds: number[]): Promise<PhotoAlbumRow> {
    const [row] = await tx.insert(photoAlbums).values(values).returning();
    await tx.insert(photoAlbumChildren).values(childIds.map((childId) => ({ albumId: row.id, childId })));
    return row;
  },

  async update(tx: DbOrTx, id: number, values: Partial<NewPhotoAlbumRow>): Promise<void> {
    await tx.update(photoAlbums).set(values).where(eq(photoAlbums.id, id));
  },

  /** The album's tags become exactly `childIds`. */
  async replaceTags(tx: DbOrTx, albumId: number, childIds: number[]): Promise<void> {
    await tx.delete(photoAlbumChildren).where(eq(photoAlbumChildren.albumId, albumId));
    if (childIds.length > 0) await tx.insert(photoAlbumChildren).values(childIds.map((childId) => ({ albumId, childId })));
  },

  /** The album's photos stand in the order of `fileIds` (position 0 first): its earlier places are replaced. */
  async setOrder(tx: DbOrTx, albumId: number, fileIds: number[]): Promise<void> {
    await tx.delete(photoAlbumPhotos).where(eq(photoAlbumPhotos.albumId, albumId));
    if (fileIds.length > 0) {
      await tx.insert(photoAlbumPhotos).values(fileIds.map((fileId, position) => ({ albumId, fileId, position })));
    }
  },

  /** The photos of these albums, album by album, each in the album's order (the first is the cover). */
  async listPhotos(db: DbOrTx, albumIds: number[]): Promise<FileRow[]> {
    if (albumIds.length === 0) return [];
    return db
      .select(getTableColumns(files))
      .from(files)
      .leftJoin(photoAlbumPhotos, eq(photoAlbumPhotos.fileId, files.id))
      .where(and(eq(files.refType, PHOTO_REF_TYPE), inArray(files.refId, albumIds)))
      .orderBy(asc(files.refId), ...photoOrder);
  },

  /** Deletes these photo rows of the album (their places go with them) and returns them; the caller purges their objects after commit. */
  async deletePhotos(tx: DbOrTx, albumId: number, fileIds: number[]): Promise<FileRow[]> {
    if (fileIds.length === 0) return [];
    return tx
      .delete(files)
      .where(and(inArray(files.id, fileIds), eq(files.refType, PHOTO_REF_TYPE), eq(files.refId, albumId)))
      .returning();
  },

  /** Deletes the album; its tags go with it (cascade). */
  async delete(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(photoAlbums).where(eq(photoAlbums.id, id));
  },

  /** Tagged children of these albums, by name. */
  async listTagged(db: DbOrTx, albumIds: number[]): Promise<TaggedChildRow[]> {
    if (albumIds.length === 0) return [];
    return taggedOf(db).execute({ albumIds });
  },

  /** Photo count and cover (the first photo in the album's order) of each album. */
  async photoStats(db: DbOrTx, albumIds: number[]): Promise<PhotoStats[]> {
    if (albumIds.length === 0) return [];
    return statsOf(db).execute({ albumIds });
  },

  /** These children as their records say (any class), for the tagging rules. */
  async findChildren(db: DbOrTx, childIds: number[]): Promise<ClassChildRow[]> {
    if (childIds.length === 0) return [];
    return db
      .select({ id: children.id, name: children.name, classId: children.classId, photoConsent: children.photoConsent })
      .from(children)
      .where(and(inArray(children.id, childIds), notInArray(children.status, GONE_STATUSES)));
  },

  /** The class's children who can appear in an album (everyone not gone), by name. */
  async listClassChildren(db: DbOrTx, classId: number): Promise<ClassChildRow[]> {
    return classChildren(db).execute({ classId });
  },

  /** Unattached files under a tempKey (anyone's), oldest first. */
  async listTemp(db: DbOrTx, tempKey: string): Promise<FileRow[]> {
    return db
      .select()
      .from(files)
      .where(and(eq(files.tempKey, tempKey), isNull(files.refId)))
      .orderBy(asc(files.id));
  },

  async deleteFiles(tx: DbOrTx, ids: number[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return tx
      .delete(files)
      .where(and(inArray(files.id, ids), isNull(files.refId)))
      .returning();
  },
};
