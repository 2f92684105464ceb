import { check, date, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { teachers } from './teacher';
import { createdAt, updatedAt } from './common';

/** 주간 식단표: one per week, identified by the week's Monday (SPEC: week is a Monday date). */
export const weeklyMenus = pgTable(
  'weekly_menus',
  {
    id: serial('id').primaryKey(),
    weekMonday: date('week_monday', { mode: 'string' }).notNull().unique(),
    title: varchar('title', { length: 100 }).notNull(),
    memo: text('memo').notNull().default(''),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('weekly_menus_title_idx').on(t.title),
    check('weekly_menus_monday_check', sql`extract(isodow from "week_monday") = 1`),
  ],
);

/** One day of a weekly menu: 점심, 오전·오후 간식, 알레르기 유발 식품. */
export const weeklyMenuDays = pgTable(
  'weekly_menu_days',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => weeklyMenus.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    meal: text('meal').notNull().default(''),
    snackAm: text('snack_am').notNull().default(''),
    snackPm: text('snack_pm').notNull().default(''),
    /** e.g. '1.난류, 2.우유, 5.대두' (식품 알레르기 표시 번호) */
    allergens: varchar('allergens', { length: 200 }).notNull().default(''),
  },
  (t) => [unique('weekly_menu_days_menu_day_key').on(t.menuId, t.day), index('weekly_menu_days_day_idx').on(t.day)],
);
