import { date, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { classes } from './class';
import { children } from './child';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';

/** 사진첩 of a class; its photos are files with ref_type 'PHOTO' and ref_id = id. */
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
  (t) => [index('photo_albums_class_date_idx').on(t.classId, t.photoDate), index('photo_albums_title_idx').on(t.title)],
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
