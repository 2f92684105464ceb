import { check, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { teachers } from './teacher';
import { createdAt, hhmm, oneOf, TIME_LENGTH, updatedAt } from './common';
import { centreColumn } from './centre';

export const reservationKinds = ['consult', 'visit'] as const;
export type ReservationKind = (typeof reservationKinds)[number];
export const reservationStatuses = ['REQUESTED', 'CONFIRMED', 'DONE', 'CANCELLED'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** 입소 상담 / 견학 예약 from prospective families. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    familyName: varchar('family_name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    childName: varchar('child_name', { length: 50 }).notNull().default(''),
    childBirthDate: date('child_birth_date', { mode: 'string' }),
    kind: varchar('kind', { length: 10 }).notNull().$type<ReservationKind>(),
    wishedDate: date('wished_date', { mode: 'string' }).notNull(),
    /** HH:mm */
    wishedTime: varchar('wished_time', { length: TIME_LENGTH }),
    memo: text('memo').notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('REQUESTED').$type<ReservationStatus>(),
    /** staff note on the outcome */
    staffNote: text('staff_note').notNull().default(''),
    handledBy: integer('handled_by').references(() => teachers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_centre_idx').on(t.centreId),
    index('reservations_wished_idx').on(t.wishedDate, t.wishedTime),
    index('reservations_status_idx').on(t.status, t.wishedDate),
    index('reservations_family_name_idx').on(t.familyName),
    index('reservations_created_idx').on(t.createdAt),
    check('reservations_kind_check', oneOf('kind', reservationKinds)),
    check('reservations_status_check', oneOf('status', reservationStatuses)),
    check('reservations_wished_time_check', hhmm('wished_time')),
  ],
);
