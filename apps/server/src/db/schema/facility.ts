import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { files } from './file';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';
import { centreColumn } from './centre';

/** 시설 사진 posts; their images are files with ref_type 'SPACE' and ref_id = id. */
export const facilityPhotos = pgTable(
  'facility_photos',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: integer('created_by').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('facility_photos_centre_idx').on(t.centreId),index('facility_photos_sort_idx').on(t.sortOrder, t.id), index('facility_photos_title_idx').on(t.title)],
);

/** The photos of one space in their order, each with a caption (docs/product/facility.md). */
export const facilityPhotoFiles = pgTable(
  'facility_photo_files',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilityPhotos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    caption: varchar('caption', { length: 200 }).notNull().default(''),
  },
  (t) => [index('facility_photo_files_facility_idx').on(t.facilityId, t.position)],
);
