import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { parents } from './parent';
import { teachers } from './teacher';

/**
 * 비밀번호 분실 요청 (docs/product/auth.md#forgotten-passwords): only a request whose login id and name match an account
 * is kept, one open row per account (asked again: its time and count move on). Closed by a one-time password
 * (ISSUED) or by the director (DISMISSED).
 */
export const passwordHelpRequests = pgTable(
  'password_help_requests',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestCount: integer('request_count').notNull().default(1),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => teachers.id, { onDelete: 'set null' }),
    outcome: varchar('outcome', { length: 10 }).$type<'ISSUED' | 'DISMISSED'>(),
  },
  (t) => [
    index('password_help_open_teacher_idx').on(t.teacherId).where(sql`${t.closedAt} is null`),
    index('password_help_open_parent_idx').on(t.parentId).where(sql`${t.closedAt} is null`),
    check('password_help_one_account_check', sql`("teacher_id" is null) <> ("parent_id" is null)`),
  ],
);
