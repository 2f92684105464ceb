import { boolean, check, date, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { classes } from './class';
import { children } from './child';
import { teachers } from './teacher';
import { createdAt, hhmm, oneOf, TIME_LENGTH, updatedAt } from './common';

export const attendanceStatuses = ['present', 'absent', 'late', 'early_leave'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** 출결: one row per child and day (the dashboard counts today's). class_id is the class on that day. */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'no action' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    attDate: date('att_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 12 }).notNull().$type<AttendanceStatus>(),
    /** 등원 HH:mm */
    arrivedAt: varchar('arrived_at', { length: TIME_LENGTH }),
    /** 하원 HH:mm */
    leftAt: varchar('left_at', { length: TIME_LENGTH }),
    /** 인정결석 (illness, family event …): counted as attended for subsidies */
    excused: boolean('excused').notNull().default(false),
    excuseReason: varchar('excuse_reason', { length: 200 }).notNull().default(''),
    note: text('note').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('attendance_child_date_key').on(t.childId, t.attDate),
    index('attendance_class_date_idx').on(t.classId, t.attDate, t.status),
    index('attendance_date_status_idx').on(t.attDate, t.status),
    check('attendance_status_check', oneOf('status', attendanceStatuses)),
    check('attendance_arrived_check', hhmm('arrived_at')),
    check('attendance_left_check', hhmm('left_at')),
  ],
);
