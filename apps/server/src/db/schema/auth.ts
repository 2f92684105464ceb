import { boolean, check, index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { parents } from './parent';
import { teachers } from './teacher';

/**
 * One row per login; access tokens carry its id so a session can be ended at once (logout, deactivation). A row
 * belongs to a staff member (teacher_id) or to a parent of the parent app (parent_id), never both
 * (docs/decisions/007-family-sessions.md).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The teacher's previous login, shown as "last login" by login, refresh and /me for this session. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 40 }),
  },
  (t) => [
    index('auth_sessions_teacher_idx').on(t.teacherId),
    index('auth_sessions_parent_idx').on(t.parentId),
    check('auth_sessions_one_principal_check', sql`("teacher_id" is null) <> ("parent_id" is null)`),
  ],
);

/** Remember-me refresh tokens: opaque, stored hashed, rotated on use; reuse of a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the family is revoked (reuse detected, logout, deactivation). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Sign-in attempts, the counts behind login throttling (docs/decisions/006-login-throttling.md): shared by every
 * instance and kept a day. The id typed is kept only as a hash (it may be a mistyped password).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** SHA-256 of the normalised login id, for known and unknown ids alike */
    accountKey: varchar('account_key', { length: 64 }).notNull(),
    /** the browser's known-device id when it presented a valid known-device cookie for this account */
    deviceId: varchar('device_id', { length: 32 }),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_ip_time_idx').on(t.ip, t.createdAt), index('login_attempts_account_time_idx').on(t.accountKey, t.createdAt)],
);
