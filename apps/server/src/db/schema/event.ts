import { check, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';
import { centreColumn } from './centre';

/** 행사 (소풍, 생일잔치, 학부모 참여수업 …). content is sanitised HTML; inline images are editor uploads (file module). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    /** the body's text without markup, for search and list summaries */
    contentText: text('content_text').notNull().default(''),
    /** the (first) day */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** the last day of a period; null = one day */
    endDate: date('end_date', { mode: 'string' }),
    /** HH:mm, each day's; null = all day */
    startTime: varchar('start_time', { length: 5 }),
    endTime: varchar('end_time', { length: 5 }),
    place: varchar('place', { length: 200 }).notNull().default(''),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_centre_idx').on(t.centreId),
    index('events_date_idx').on(t.eventDate),
    index('events_title_idx').on(t.title),
    index('events_created_idx').on(t.createdAt),
    check('events_period_check', sql`"end_date" is null or "event_date" <= "end_date"`),
  ],
);
