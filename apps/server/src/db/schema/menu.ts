import { check, date, index, integer, numeric, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { MEAL_SLOTS, type MealSlot } from '@kg/contract';
import { files } from './file';
import { teachers } from './teacher';
import { createdAt, oneOf, updatedAt } from './common';
import { centreColumn } from './centre';

/** 주간 식단표: one per week, identified by the week's Monday (docs/product/menu.md). */
export const weeklyMenus = pgTable(
  'weekly_menus',
  {
    id: serial('id').primaryKey(),
    centreId: centreColumn(),
    weekMonday: date('week_monday', { mode: 'string' }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** 원산지 표시, printed under the menu */
    originNote: text('origin_note').notNull().default(''),
    authorId: integer('author_id').references(() => teachers.id, { onDelete: 'set null' }),
    /** days with at least one dish, and the week's distinct dish names: kept by every save (menuCounts) for the list */
    dayCount: smallint('day_count').notNull().default(0),
    dishCount: smallint('dish_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('weekly_menus_centre_week_key').on(t.centreId, t.weekMonday),
    index('weekly_menus_title_idx').on(t.title),
    check('weekly_menus_monday_check', sql`extract(isodow from "week_monday") = 1`),
  ],
);

/** One day of a weekly menu (Monday–Saturday) with its energy and protein. */
export const weeklyMenuDays = pgTable(
  'weekly_menu_days',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => weeklyMenus.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kcal: integer('kcal'),
    /** grams */
    protein: numeric('protein', { precision: 4, scale: 1, mode: 'number' }),
  },
  (t) => [unique('weekly_menu_days_menu_day_key').on(t.menuId, t.day), index('weekly_menu_days_day_idx').on(t.day)],
);

/**
 * One meal of a day: 오전간식, 점심 or 오후간식; servedNote says what was served when it differed from the plan, and
 * photoFileId names the photo of the meal as served — a file with ref_type 'MENU' and ref_id = the week's menu id, so
 * it outlives the meal rows a save replaces (the save removes the menu's files no meal names any more).
 */
export const weeklyMenuMeals = pgTable(
  'weekly_menu_meals',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => weeklyMenuDays.id, { onDelete: 'cascade' }),
    slot: varchar('slot', { length: 10 }).notNull().$type<MealSlot>(),
    servedNote: varchar('served_note', { length: 300 }).notNull().default(''),
    photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('weekly_menu_meals_day_slot_key').on(t.dayId, t.slot),
    unique('weekly_menu_meals_photo_key').on(t.photoFileId),
    check('weekly_menu_meals_slot_check', oneOf('slot', MEAL_SLOTS)),
  ],
);

/** A dish of a meal, in its order, with its allergen numbers (1–19, 식품등의 표시기준). */
export const weeklyMenuDishes = pgTable(
  'weekly_menu_dishes',
  {
    id: serial('id').primaryKey(),
    mealId: integer('meal_id')
      .notNull()
      .references(() => weeklyMenuMeals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    allergens: smallint('allergens').array().notNull().default(sql`'{}'`),
  },
  (t) => [unique('weekly_menu_dishes_meal_position_key').on(t.mealId, t.position), index('weekly_menu_dishes_name_idx').on(t.name)],
);
