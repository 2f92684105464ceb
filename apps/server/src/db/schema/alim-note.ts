import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { classes } from './class';
import { children } from './child';
import { parents } from './parent';
import { teachers } from './teacher';
import {
  alimBowels,
  alimHealths,
  alimMeals,
  alimMoods,
  alimNaps,
  type AlimBowel,
  type AlimHealth,
  type AlimMeal,
  type AlimMood,
  type AlimNap,
} from '@kg/contract';
import { createdAt, oneOf, updatedAt } from './common';

// The daily-record chips (short codes; the UI shows Korean labels) are defined once, in the contract.
/** 알림장: a teacher's daily note about one child; at most one per child and day. Files: ref 'ALIMNOTE'. */
export const alimNotes = pgTable(
  'alim_notes',
  {
    /** noteId */
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'no action' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    content: text('content').notNull().default(''),
    mood: varchar('mood', { length: 10 }).$type<AlimMood>(),
    meal: varchar('meal', { length: 10 }).$type<AlimMeal>(),
    nap: varchar('nap', { length: 10 }).$type<AlimNap>(),
    health: varchar('health', { length: 10 }).$type<AlimHealth>(),
    /** body temperature in °C, e.g. 36.5 */
    temperature: numeric('temperature', { precision: 3, scale: 1, mode: 'number' }),
    /** 배변 */
    bowel: varchar('bowel', { length: 10 }).$type<AlimBowel>(),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    /** when a parent first read it (parent app) */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** the parent who read it first */
    readByParentId: integer('read_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('alim_notes_child_date_key').on(t.childId, t.noteDate),
    index('alim_notes_class_date_idx').on(t.classId, t.noteDate),
    /** one child's notes in one class, newest first (the class list searched by child name) */
    index('alim_notes_child_class_date_idx').on(t.childId, t.classId, t.noteDate),
    check('alim_notes_mood_check', sql`"mood" is null or ${oneOf('mood', alimMoods)}`),
    check('alim_notes_health_check', sql`"health" is null or ${oneOf('health', alimHealths)}`),
    check('alim_notes_meal_check', sql`"meal" is null or ${oneOf('meal', alimMeals)}`),
    check('alim_notes_nap_check', sql`"nap" is null or ${oneOf('nap', alimNaps)}`),
    check('alim_notes_bowel_check', sql`"bowel" is null or ${oneOf('bowel', alimBowels)}`),
    check('alim_notes_temperature_check', sql`"temperature" is null or "temperature" between 34 and 43`),
  ],
);

/** 알림장 댓글: a parent's reply to a note, or a teacher's answer to it; in the order written. */
export const alimNoteReplies = pgTable(
  'alim_note_replies',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => alimNotes.id, { onDelete: 'cascade' }),
    /** exactly one of parent_id and teacher_id is the author (both null once the author's record is gone) */
    parentId: integer('parent_id').references(() => parents.id, { onDelete: 'set null' }),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('alim_note_replies_note_idx').on(t.noteId, t.createdAt)],
);
