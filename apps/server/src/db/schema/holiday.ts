import { date, integer, pgTable, serial, uniqueIndex, varchar, check } from 'drizzle-orm/pg-core';
import { CENTRE_DAY_KINDS, HOLIDAY_NAME_MAX, type CentreDayKind } from '@kg/contract';
import { createdAt, oneOf } from './common';
import { centreColumn } from './centre';
import { teachers } from './teacher';

/**
 * A centre's own days (docs/product/holiday.md): `CLOSED` (재량휴업, 방학, 개원기념일 …) or `OPEN`, a national holiday
 * the centre opens on. The national holidays themselves are not rows: they come from `@hyunbinseo/holidays-kr`.
 * One row per centre and date.
 */
export const centreHolidays = pgTable(
  'centre_holidays',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: HOLIDAY_NAME_MAX }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull().default('CLOSED').$type<CentreDayKind>(),
    createdBy: integer('created_by').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('centre_holidays_centre_date_uq').on(t.centreId, t.date), check('centre_holidays_kind_check', oneOf('kind', CENTRE_DAY_KINDS))],
);
