import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { classes } from './class';
import { centreColumn } from './centre';

/**
 * A staff login (아이디 and password): one person, who may work in several centres, each through a `teachers` row
 * (docs/product/centre.md#staff).
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  /** login id (아이디) */
  loginId: varchar('login_id', { length: 50 }).notNull().unique(),
  passwordHash: varchar('password_hash', { length: 255 }).notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A staff member of one centre (tno): their role and class there; the login is their staff account's. */
export const teachers = pgTable(
  'teachers',
  {
    /** tno */
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    centreId: centreColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    role: varchar('role', { length: 20 }).notNull().$type<'ROLE_ADMIN' | 'ROLE_MANAGER' | 'ROLE_TEACHER'>(),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 100 }),
    profileFileId: integer('profile_file_id'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teachers_class_idx').on(t.classId),
    index('teachers_name_idx').on(t.name),
    index('teachers_centre_idx').on(t.centreId),
    uniqueIndex('teachers_account_centre_key').on(t.accountId, t.centreId),
  ],
);
