import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The audience of a website post (공지사항 NOTICE, 교육 프로그램 EDU, 행사 EVENT): one row per class it is for; a post
 * without rows is for the whole centre (docs/product/website.md#audience). No foreign key to classes on purpose: a
 * removed class must not turn a class's post into one for everyone.
 */
export const postAudiences = pgTable(
  'post_audiences',
  {
    refType: varchar('ref_type', { length: 20 }).notNull(),
    refId: integer('ref_id').notNull(),
    classId: integer('class_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refType, t.refId, t.classId] }), index('post_audiences_class_idx').on(t.classId, t.refType)],
);
