import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { childStatuses, type ChildStatus } from '@kg/contract';
import { classes } from './class';
import { files } from './file';
import { parents } from './parent';
import { createdAt, oneOf, updatedAt } from './common';
import { centreColumn } from './centre';

export const genders = ['M', 'F'] as const;
export type Gender = (typeof genders)[number];

/** Children (원아). id is the API's `childCode`. */
export const children = pgTable(
  'children',
  {
    /** childCode */
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull().$type<Gender>(),
    /** null: not assigned to a class (new admission, or left) */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull().default('active').$type<ChildStatus>(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    admissionDate: date('admission_date', { mode: 'string' }),
    /** day the child left (stop/graduate); personal data is purged RETENTION_YEARS after it */
    leaveDate: date('leave_date', { mode: 'string' }),
    /** 식품 알레르기 번호 (1–19, docs/product/menu.md#allergens), ascending */
    allergyCodes: smallint('allergy_codes').array().notNull().default(sql`'{}'`),
    /** other allergies as free text (e.g. 키위, 견과류 전체); empty: none */
    allergies: text('allergies').notNull().default(''),
    /** severity and what to do (e.g. 아나필락시스 — 에피펜 보관) */
    allergyNote: varchar('allergy_note', { length: 300 }).notNull().default(''),
    /** 건강 특이사항: chronic conditions, medication, cautions */
    healthNotes: text('health_notes').notNull().default(''),
    /** 사진 촬영·게시 동의 */
    photoConsent: boolean('photo_consent').notNull().default(true),
    profileFileId: integer('profile_file_id').references(() => files.id, { onDelete: 'set null' }),
    address: varchar('address', { length: 200 }).notNull().default(''),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('children_centre_idx').on(t.centreId),
    index('children_class_status_idx').on(t.classId, t.status, t.name),
    index('children_status_idx').on(t.status),
    index('children_name_idx').on(t.name),
    /** name searches: `name ilike '%…%'` (pg_trgm, migration 0013) */
    index('children_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('children_birth_date_idx').on(t.birthDate),
    index('children_leave_date_idx').on(t.leaveDate),
    check('children_status_check', oneOf('status', childStatuses)),
    check('children_gender_check', oneOf('gender', genders)),
  ],
);

/** 비상 연락처: who to call when the parents cannot be reached. */
export const childEmergencyContacts = pgTable(
  'child_emergency_contacts',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    relation: varchar('relation', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('child_emergency_contacts_child_idx').on(t.childId)],
);

/** 귀가 인수자: people who may (or, authorised = false, may not) take the child home. */
export const childPickupPersons = pgTable(
  'child_pickup_persons',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    relation: varchar('relation', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    authorised: boolean('authorised').notNull().default(true),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('child_pickup_persons_child_idx').on(t.childId)],
);

/** Which parent accounts belong to which child (모, 부, 조모 …); one pair once. */
export const childParents = pgTable(
  'child_parents',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    relation: varchar('relation', { length: 20 }).notNull(),
    /** the main contact for this child */
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.parentId] }), index('child_parents_parent_idx').on(t.parentId)],
);
