import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { FacilitySearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { facilityPhotoFiles, facilityPhotos, files, teachers } from '../../db/schema/index';
import { filterParams, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';

export type FacilityRow = typeof facilityPhotos.$inferSelect;
export type FacilityListRow = FacilityRow & { authorName: string | null };
export type FacilityPhotoRow = {
  facilityId: number;
  fileId: number;
  caption: string;
  fileName: string;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
};

const listColumns = {
  id: facilityPhotos.id,
  centreId: facilityPhotos.centreId,
  title: facilityPhotos.title,
  description: facilityPhotos.description,
  sortOrder: facilityPhotos.sortOrder,
  createdBy: facilityPhotos.createdBy,
  createdAt: facilityPhotos.createdAt,
  updatedAt: facilityPhotos.updatedAt,
  authorName: teachers.name,
};

/** A search's optional filter (db/statement.ts presentFilters): a LIKE pattern for the title. */
type SearchShape = FilterShape<{ title?: string }>;

/** The centre's spaces (the `centreId` placeholder; docs/decisions/017-centres-and-policies.md), by title when searched. */
function searchWhere(shape: SearchShape) {
  const { title } = filterParams(shape);
  return and(eq(facilityPhotos.centreId, sql.placeholder('centreId')), title ? ilike(facilityPhotos.title, title) : undefined);
}

const searchPage = preparedStatement('kg_facility_search', (db, shape: SearchShape) => {
  const where = searchWhere(shape);
  return db
    .select({ ...listColumns, total: totalColumn(db.$count(facilityPhotos, where)) })
    .from(facilityPhotos)
    .leftJoin(teachers, eq(teachers.id, facilityPhotos.createdBy))
    .where(where)
    .orderBy(asc(facilityPhotos.sortOrder), asc(facilityPhotos.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

const searchCount = preparedStatement('kg_facility_search_count', (db, shape: SearchShape) =>
  db.select({ total: count() }).from(facilityPhotos).where(searchWhere(shape)),
);

const photoRows = preparedStatement('kg_facility_photos', (db) =>
  db
    .select({
      facilityId: facilityPhotoFiles.facilityId,
      fileId: facilityPhotoFiles.fileId,
      caption: facilityPhotoFiles.caption,
      fileName: files.originalName,
      thumbnailKey: files.thumbnailKey,
      width: files.width,
      height: files.height,
    })
    .from(facilityPhotoFiles)
    .innerJoin(files, eq(files.id, facilityPhotoFiles.fileId))
    .where(sql`${facilityPhotoFiles.facilityId} = any(${sql.placeholder('facilityIds')}::int[])`)
    .orderBy(asc(facilityPhotoFiles.facilityId), asc(facilityPhotoFiles.position), asc(facilityPhotoFiles.fileId)),
);

/** Drizzle queries of 시설 사진; every method takes the database or an open transaction. */
export const facilityRepository = {
  /** One page of the centre's spaces in their order. */
  async search(db: DbOrTx, centreId: number, query: FacilitySearchQuery) {
    const keyword = query.searchType === 'title' ? query.keyword : undefined;
    const { shape, values } = presentFilters({ title: keyword && likePattern(keyword) });
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, centreId, ...window }),
      () => searchCount(db, shape).execute({ ...values, centreId }),
    );
  },

  async find(db: DbOrTx, id: number): Promise<FacilityListRow | undefined> {
    const [row] = await db.select(listColumns).from(facilityPhotos).leftJoin(teachers, eq(teachers.id, facilityPhotos.createdBy)).where(eq(facilityPhotos.id, id));
    return row;
  },

  /** The photos of these spaces in their order. */
  async photosOf(db: DbOrTx, facilityIds: number[]): Promise<FacilityPhotoRow[]> {
    if (facilityIds.length === 0) return [];
    return photoRows(db).execute({ facilityIds });
  },

  /** Replaces a space's photo order and captions. */
  async setPhotos(tx: DbOrTx, facilityId: number, photos: { fileId: number; caption: string }[]): Promise<void> {
    await tx.delete(facilityPhotoFiles).where(eq(facilityPhotoFiles.facilityId, facilityId));
    if (photos.length > 0) {
      await tx.insert(facilityPhotoFiles).values(photos.map((p, position) => ({ facilityId, fileId: p.fileId, caption: p.caption, position })));
    }
  },

  async lock(tx: DbOrTx, id: number): Promise<FacilityRow | undefined> {
    const [row] = await tx.select().from(facilityPhotos).where(eq(facilityPhotos.id, id)).limit(1).for('update');
    return row;
  },

  /** Every space of the centre, its id locked, for a change of order. */
  async lockAllIds(tx: DbOrTx, centreId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: facilityPhotos.id })
      .from(facilityPhotos)
      .where(eq(facilityPhotos.centreId, centreId))
      .orderBy(asc(facilityPhotos.id))
      .for('update');
    return rows.map((r) => r.id);
  },

  /** A new space of the centre, last in its order. */
  async insert(tx: DbOrTx, values: { centreId: number; title: string; description: string; createdBy: number }): Promise<FacilityRow> {
    const [row] = await tx
      .insert(facilityPhotos)
      .values({
        ...values,
        sortOrder: sql`(select coalesce(max(${facilityPhotos.sortOrder}) + 1, 0) from ${facilityPhotos} where ${facilityPhotos.centreId} = ${values.centreId})`,
      })
      .returning();
    return row;
  },

  async update(tx: DbOrTx, id: number, values: Partial<Pick<FacilityRow, 'title' | 'description' | 'sortOrder' | 'updatedAt'>>): Promise<void> {
    await tx.update(facilityPhotos).set(values).where(eq(facilityPhotos.id, id));
  },

  async remove(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(facilityPhotos).where(eq(facilityPhotos.id, id));
  },
};
