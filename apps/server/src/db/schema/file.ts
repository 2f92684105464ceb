import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { teachers } from './teacher';
import { centreColumn } from './centre';

/**
 * Every stored file. An upload lands with a tempKey; saving its owner sets refType/refId and clears tempKey.
 * refType names the owner table (NOTICE, EDU, ALIMNOTE, CLASSNOTE, CLASSMOV, PHOTO, SPACE, MENU, TEACHER_PROFILE, CHILD_PROFILE, EDITOR).
 * A temp (unattached) file is one with refId null; the janitor removes those older than TEMP_FILE_TTL_HOURS.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    thumbnailKey: varchar('thumbnail_key', { length: 200 }),
    /**
     * An album photo's full-size copy for 원본 저장 (docs/product/photo.md#parent-app): the original's pixels, upright,
     * re-encoded at top quality without any metadata, in the display copy's format; null for every other file.
     */
    originalKey: varchar('original_key', { length: 200 }),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull().$type<'image' | 'video' | 'document'>(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    refType: varchar('ref_type', { length: 20 }),
    refId: integer('ref_id'),
    /** what the file was uploaded for (the upload call's refType, EDITOR, PHOTO, …); kept after attaching */
    purpose: varchar('purpose', { length: 20 }),
    /** class the file belongs to, for teacher class-scope checks on download */
    classId: integer('class_id'),
    tempKey: varchar('temp_key', { length: 64 }),
    uploadedBy: integer('uploaded_by').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('files_centre_idx').on(t.centreId),
    index('files_ref_idx').on(t.refType, t.refId),
    index('files_temp_idx').on(t.tempKey),
    index('files_created_idx').on(t.createdAt),
    index('files_thumbnail_key_idx').on(t.thumbnailKey),
    index('files_original_key_idx').on(t.originalKey),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
