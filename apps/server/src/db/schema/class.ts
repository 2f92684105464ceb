import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { centreColumn } from './centre';

export const classColors = pgTable('class_colors', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull(),
  hex: varchar('hex', { length: 7 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    color: varchar('color', { length: 7 }).notNull().default('#e2e8f0'),
    /** 만 나이 band 0–5 */
    ageBand: integer('age_band'),
    capacity: integer('capacity'),
    introduction: text('introduction').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classes_centre_name_key').on(t.centreId, t.name), index('classes_centre_idx').on(t.centreId)],
);
