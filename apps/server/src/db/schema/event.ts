import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';

/** 행사 (소풍, 생일잔치, 학부모 참여수업 …). content is sanitised HTML; inline images are editor uploads (file module). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    place: varchar('place', { length: 200 }).notNull().default(''),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_date_idx').on(t.eventDate),
    index('events_title_idx').on(t.title),
    index('events_created_idx').on(t.createdAt),
  ],
);
