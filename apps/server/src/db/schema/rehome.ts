import { check, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rehomeMethods, rehomeStatuses, type RehomeMethod, type RehomeStatus } from '@kg/contract';
import { classes } from './class';
import { children } from './child';
import { parents } from './parent';
import { teachers } from './teacher';
import { createdAt, hhmm, oneOf, TIME_LENGTH, updatedAt } from './common';

/** The values live in the contract (one source for the API, the web and this CHECK). */
export { rehomeMethods, type RehomeMethod };

/** 귀가 동의서: who takes the child home when and how; REQUESTED → CHECKED → ENDED (or STOPPED). */
export const rehomeRecords = pgTable(
  'rehome_records',
  {
    /** rehomeId */
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'no action' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    rehomeDate: date('rehome_date', { mode: 'string' }).notNull(),
    /** HH:mm */
    rehomeTime: varchar('rehome_time', { length: TIME_LENGTH }).notNull(),
    /** 귀가 인수자 */
    pickupName: varchar('pickup_name', { length: 50 }).notNull(),
    relation: varchar('relation', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    method: varchar('method', { length: 10 }).notNull().default('walk').$type<RehomeMethod>(),
    parentNote: text('parent_note').notNull().default(''),
    /** 비상 연락처: whom to call if the pickup person cannot be reached; empty when none was given */
    emergencyPhone: varchar('emergency_phone', { length: 20 }).notNull().default(''),
    requestedByParentId: integer('requested_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull().default('REQUESTED').$type<RehomeStatus>(),
    checkedBy: integer('checked_by').references(() => teachers.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    endedBy: integer('ended_by').references(() => teachers.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** when the child was actually handed over */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    stoppedBy: integer('stopped_by').references(() => teachers.id, { onDelete: 'set null' }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** the parent who cancelled it in the parent app (status STOPPED, stopped_by null) */
    stoppedByParentId: integer('stopped_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    /** why the child was handed to someone other than the requested / authorised person */
    overrideReason: varchar('override_reason', { length: 200 }).notNull().default(''),
    teacherNote: text('teacher_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rehome_records_class_date_idx').on(t.classId, t.rehomeDate),
    index('rehome_records_status_idx').on(t.status, t.rehomeDate),
    index('rehome_records_child_date_idx').on(t.childId, t.rehomeDate),
    check('rehome_records_status_check', oneOf('status', rehomeStatuses)),
    check('rehome_records_method_check', oneOf('method', rehomeMethods)),
    check('rehome_records_time_check', hhmm('rehome_time')),
  ],
);
