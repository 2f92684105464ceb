import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';
import { centreColumn } from './centre';

/** 공지사항. content is sanitised HTML; inline images and attachments are files with ref_type 'NOTICE'. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    /** the body's text without markup, for search and list summaries */
    contentText: text('content_text').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notices_centre_idx').on(t.centreId),
    index('notices_list_idx').on(t.pinned, t.publishedAt),
    index('notices_published_idx').on(t.publishedAt),
    index('notices_title_idx').on(t.title),
    index('notices_author_idx').on(t.authorId),
  ],
);
