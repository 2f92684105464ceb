import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar, date } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './common';
import { centreColumn } from './centre';

export const parentStatuses = ['active', 'stopped', 'blocked'] as const;
export type ParentStatus = (typeof parentStatuses)[number];

/** Parent (guardian) accounts. id is the API's `pno`. Parents log in to the parent app (not part of this product). */
export const parents = pgTable(
  'parents',
  {
    /** pno */
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    loginId: varchar('login_id', { length: 50 }).notNull().unique(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** main mobile number, 010-xxxx-xxxx */
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 100 }),
    status: varchar('status', { length: 10 }).notNull().default('active').$type<ParentStatus>(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Tokens the parent app issued before this instant are no longer valid (stop, block, forced password change):
     * parent sessions live in the parent app, so ending them is this one timestamp it checks.
     */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    /** day the family left the centre; personal data is purged RETENTION_YEARS after it */
    leaveDate: date('leave_date', { mode: 'string' }),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('parents_centre_idx').on(t.centreId),
    index('parents_name_idx').on(t.name),
    index('parents_phone_idx').on(t.phone),
    index('parents_status_idx').on(t.status),
    index('parents_leave_date_idx').on(t.leaveDate),
    check('parents_status_check', oneOf('status', parentStatuses)),
  ],
);

/** Extra landline numbers (집, 직장 …). */
export const parentPhones = pgTable(
  'parent_phones',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 30 }).notNull().default(''),
    value: varchar('value', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('parent_phones_parent_idx').on(t.parentId)],
);

/** Extra e-mail addresses. */
export const parentEmails = pgTable(
  'parent_emails',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 30 }).notNull().default(''),
    value: varchar('value', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('parent_emails_parent_idx').on(t.parentId)],
);

/** Extra mobile numbers (a second phone, a grandparent's phone …). */
export const parentMobiles = pgTable(
  'parent_mobiles',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 30 }).notNull().default(''),
    value: varchar('value', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('parent_mobiles_parent_idx').on(t.parentId)],
);
