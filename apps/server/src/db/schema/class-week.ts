import { date, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { classes } from './class';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';

/**
 * 주간 교육 계획 of one class. week_start is the normalised start of the week (the seeds use the Monday, as the
 * weekly menu does); one plan per class and week.
 */
export const classWeeks = pgTable(
  'class_weeks',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'no action' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** 주제 */
    theme: varchar('theme', { length: 200 }).notNull().default(''),
    /** 목표 */
    goals: text('goals').notNull().default(''),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('class_weeks_class_week_key').on(t.classId, t.weekStart),
    index('class_weeks_week_idx').on(t.weekStart),
  ],
);

/** One day of a class's weekly plan. */
export const classWeekDays = pgTable(
  'class_week_days',
  {
    id: serial('id').primaryKey(),
    classWeekId: integer('class_week_id')
      .notNull()
      .references(() => classWeeks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 그날의 소주제 */
    theme: varchar('theme', { length: 200 }).notNull().default(''),
    activities: text('activities').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (t) => [unique('class_week_days_week_day_key').on(t.classWeekId, t.day)],
);
