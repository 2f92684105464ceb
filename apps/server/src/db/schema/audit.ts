import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { centres } from './centre';

/** Who did what to whose personal data, when and from where. Never holds secrets or the data itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the centre the action happened in; null for deployment-wide actions (an organisation's, a login's) */
    centreId: integer('centre_id').references(() => centres.id, { onDelete: 'set null' }),
    actorId: integer('actor_id'),
    actorLoginId: varchar('actor_login_id', { length: 50 }),
    actorRole: varchar('actor_role', { length: 20 }),
    ip: varchar('ip', { length: 64 }),
    action: varchar('action', { length: 60 }).notNull(),
    subjectType: varchar('subject_type', { length: 30 }).notNull(),
    subjectId: varchar('subject_id', { length: 60 }),
    detail: jsonb('detail'),
    requestId: varchar('request_id', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_centre_idx').on(t.centreId, t.createdAt),
  ],
);
