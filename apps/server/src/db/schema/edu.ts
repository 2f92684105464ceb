import { check, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';
import { centreColumn } from './centre';

/** 교육 프로그램 (특별활동, 연간 교육과정). content is sanitised HTML; files use ref_type 'EDU'. */
export const educationPrograms = pgTable(
  'education_programs',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    /** the body's text without markup, for search and list summaries */
    contentText: text('content_text').notNull().default(''),
    /** 만 나이 band 0–5; null = all ages */
    ageBand: integer('age_band'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('education_programs_centre_idx').on(t.centreId),
    index('education_programs_start_idx').on(t.startDate),
    index('education_programs_title_idx').on(t.title),
    index('education_programs_created_idx').on(t.createdAt),
    check('education_programs_age_band_check', sql`"age_band" is null or "age_band" between 0 and 7`),
    check(
      'education_programs_period_check',
      sql`"start_date" is null or "end_date" is null or "start_date" <= "end_date"`,
    ),
  ],
);
