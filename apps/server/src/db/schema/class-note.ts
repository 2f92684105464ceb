import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { classes } from './class';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';

/** 반 일지 / 우리반 소식: one class's note for a day. Photos: files ref 'CLASSNOTE'; videos: ref 'CLASSMOV'. */
export const classNotes = pgTable(
  'class_notes',
  {
    /** classNoteId */
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'no action' }),
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('class_notes_class_date_idx').on(t.classId, t.noteDate), index('class_notes_title_idx').on(t.title)],
);
