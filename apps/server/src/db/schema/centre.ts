import { boolean, check, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CENTRE_KINDS, CENTRE_MODULES, type CentreKind, type CentreModule } from '@kg/contract';
import { createdAt, hhmm, oneOf, TIME_LENGTH, updatedAt } from './common';

/**
 * Organisation → centre → class (docs/product/centre.md, docs/decisions/017-centres-and-policies.md). A deployment
 * serves many centres; an organisation (a foundation, a 사회복지법인, a 구청) groups them. Migration 0014 turned an
 * existing database into organisation 1 with centre 1 holding everything.
 */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const centres = pgTable(
  'centres',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull().default('daycare').$type<CentreKind>(),
    address: varchar('address', { length: 200 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    /** 대표자 */
    representative: varchar('representative', { length: 50 }).notNull().default(''),
    /** 기본보육 and 연장보육 hours, HH:mm */
    basicStart: varchar('basic_start', { length: TIME_LENGTH }).notNull().default('09:00'),
    basicEnd: varchar('basic_end', { length: TIME_LENGTH }).notNull().default('16:00'),
    extendedEnd: varchar('extended_end', { length: TIME_LENGTH }).notNull().default('19:30'),
    /** ISO weekdays the centre is open (1 = Monday … 7 = Sunday), ascending */
    schoolDays: smallint('school_days').array().notNull().default(sql`'{1,2,3,4,5}'`),
    timeZone: varchar('time_zone', { length: 50 }).notNull().default('Asia/Seoul'),
    retentionYears: smallint('retention_years').notNull().default(5),
    /** optional modules the centre runs (통학버스, 연장반, …): read by the server and the web alike */
    modules: varchar('modules', { length: 20 }).array().notNull().default(sql`'{}'`).$type<CentreModule[]>(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('centres_organisation_idx').on(t.organisationId),
    check('centres_kind_check', oneOf('kind', CENTRE_KINDS)),
    check('centres_basic_start_check', hhmm('basic_start')),
    check('centres_basic_end_check', hhmm('basic_end')),
    check('centres_extended_end_check', hhmm('extended_end')),
    check('centres_retention_check', sql`"retention_years" between 1 and 30`),
    check('centres_modules_check', sql.raw(`"modules" <@ array[${CENTRE_MODULES.map((m) => `'${m}'`).join(', ')}]::varchar[]`)),
  ],
);

export type CentreRow = typeof centres.$inferSelect;

/** The centre a row belongs to: every centre-owned table has one (docs/decisions/017-centres-and-policies.md). */
export const centreColumn = () =>
  integer('centre_id')
    .notNull()
    .references(() => centres.id, { onDelete: 'restrict' });
