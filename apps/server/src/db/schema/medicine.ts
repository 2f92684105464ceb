import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { medicineStatuses, medicineStorages, type MedicineStatus, type MedicineStorage } from '@kg/contract';
import { classes } from './class';
import { children } from './child';
import { parents } from './parent';
import { teachers } from './teacher';
import { createdAt, oneOf, updatedAt } from './common';

/** The values live in the contract (one source for the API, the web and this CHECK). */
export { medicineStorages, type MedicineStorage };

/**
 * 투약 의뢰서: a parent's request to give medicines (medicine_request_items); REQUESTED → CHECKED → COMPLETED, or
 * CANCELLED by the parent before a teacher checked it.
 */
export const medicineRequests = pgTable(
  'medicine_requests',
  {
    /** medicineId */
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'no action' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    requestDate: date('request_date', { mode: 'string' }).notNull(),
    /** 증상 */
    symptom: varchar('symptom', { length: 200 }).notNull(),
    parentNote: text('parent_note').notNull().default(''),
    requestedByParentId: integer('requested_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    /** when the parent confirmed the request in the parent app (the legal record is the parent's request) */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** when the parent cancelled it (status CANCELLED; only before a teacher checked it) */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    status: varchar('status', { length: 10 }).notNull().default('REQUESTED').$type<MedicineStatus>(),
    checkedBy: integer('checked_by').references(() => teachers.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => teachers.id, { onDelete: 'set null' }),
    /** the day it was completed (API: yyyyMMdd) */
    completedAt: date('completed_at', { mode: 'string' }),
    teacherComment: text('teacher_comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('medicine_requests_class_date_idx').on(t.classId, t.requestDate),
    index('medicine_requests_status_idx').on(t.status, t.requestDate),
    index('medicine_requests_child_date_idx').on(t.childId, t.requestDate),
    check('medicine_requests_status_check', oneOf('status', medicineStatuses)),
  ],
);

/** The medicines of one request, in the parent's order (position 0 first). */
export const medicineRequestItems = pgTable(
  'medicine_request_items',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => medicineRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** 약의 종류 (e.g. 해열제 시럽) */
    medicineName: varchar('medicine_name', { length: 200 }).notNull(),
    /** 투약 용량, e.g. '5ml' */
    dosage: varchar('dosage', { length: 100 }).notNull(),
    /** 투약 시간, e.g. '점심 식후 30분' */
    times: varchar('times', { length: 100 }).notNull(),
    storage: varchar('storage', { length: 10 }).notNull().default('room').$type<MedicineStorage>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('medicine_request_items_request_position_idx').on(t.requestId, t.position),
    check('medicine_request_items_storage_check', oneOf('storage', medicineStorages)),
  ],
);

/** 투약 보고: each time a teacher gave the medicine. */
export const medicineDoses = pgTable(
  'medicine_doses',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => medicineRequests.id, { onDelete: 'cascade' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    givenBy: integer('given_by').references(() => teachers.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('medicine_doses_request_idx').on(t.requestId, t.givenAt)],
);
