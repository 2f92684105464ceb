import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { classes } from './class';
import { children } from './child';
import { files } from './file';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';

/** 사진첩 of a class; its photos are files with ref_type 'PHOTO' and ref_id = id, in the order of photo_album_photos. */
export const photoAlbums = pgTable(
  'photo_albums',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'no action' }),
    /** photoTitle */
    title: varchar('title', { length: 100 }).notNull(),
    photoDate: date('photo_date', { mode: 'string' }).notNull(),
    comment: text('comment').notNull().default(''),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('photo_albums_class_date_idx').on(t.classId, t.photoDate),
    index('photo_albums_title_idx').on(t.title),
    /** the dates of albums found by id (a child's tagged albums in the parent app), read without their rows */
    index('photo_albums_id_date_idx').on(t.id, t.photoDate),
  ],
);

/** Children tagged in an album (childCodeSet); parents see albums their child is tagged in. */
export const photoAlbumChildren = pgTable(
  'photo_album_children',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => photoAlbums.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.childId] }), index('photo_album_children_child_idx').on(t.childId)],
);

/**
 * Where each photo of an album stands (0 = the cover). A file row of the album (ref_type 'PHOTO', ref_id = album)
 * without a row here (albums seeded straight into the files table) comes after the placed ones, by upload order.
 * Saving an album rewrites its rows in one transaction, under the album's row lock.
 */
export const photoAlbumPhotos = pgTable(
  'photo_album_photos',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    albumId: integer('album_id')
      .notNull()
      .references(() => photoAlbums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('photo_album_photos_album_position_idx').on(t.albumId, t.position)],
);
