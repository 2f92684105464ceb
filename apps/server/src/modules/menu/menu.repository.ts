import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MealSlot, MenuSort, MenuWeekSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import { children, classes, files, teachers, weeklyMenuDays, weeklyMenuDishes, weeklyMenuMeals, weeklyMenus } from '../../db/schema/index';
import { filterParams, preparedStatement, presentFilters, shapePrefix, type FilterShape } from '../../db/statement';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn } from '../../lib/paging';
import { expectedIn } from '../class/class-membership';

export type MenuRow = typeof weeklyMenus.$inferSelect;
/** A week's head as its pages read it (its stored counts are only the list's). */
export type MenuHeadRow = Omit<MenuRow, 'dayCount' | 'dishCount'> & { authorName: string | null };
export type MenuListRow = MenuHeadRow & { days: number; dishes: number };
/** One dish of one meal of one day (a day without meals, or a meal without dishes, has nulls on the right). */
export type MenuDishRow = {
  dayId: number;
  day: string;
  kcal: number | null;
  protein: number | null;
  slot: MealSlot | null;
  servedNote: string | null;
  /** the meal's photo as served (a MENU file of the week), repeated on each of its dishes */
  photo: FileRow | null;
  position: number | null;
  name: string | null;
  allergens: number[] | null;
};
export type AllergicChildRow = { childCode: number; name: string; allergyCodes: number[]; allergies: string; allergyNote: string };

export type SaveMenuDay = {
  day: string;
  kcal: number | null;
  protein: number | null;
  meals: { slot: MealSlot; servedNote: string; photoFileId: number | null; dishes: { name: string; allergens: number[] }[] }[];
};

const headColumns = {
  id: weeklyMenus.id,
  centreId: weeklyMenus.centreId,
  weekMonday: weeklyMenus.weekMonday,
  title: weeklyMenus.title,
  originNote: weeklyMenus.originNote,
  authorId: weeklyMenus.authorId,
  createdAt: weeklyMenus.createdAt,
  updatedAt: weeklyMenus.updatedAt,
  authorName: teachers.name,
};

/**
 * What the list shows of a week, kept on its row by every save (replaceDays; the seeds through insertWeeklyMenus) so
 * the list reads it instead of counting the week's dishes per row: days with at least one dish, and the distinct dish
 * names of the week.
 */
export function menuCounts(days: readonly { meals: readonly { dishes: readonly { name: string }[] }[] }[]): { dayCount: number; dishCount: number } {
  const names = new Set(days.flatMap((d) => d.meals.flatMap((m) => m.dishes.map((dish) => dish.name))));
  return { dayCount: days.filter((d) => d.meals.some((m) => m.dishes.length > 0)).length, dishCount: names.size };
}

/** How many of the latest weeks dishSuggestions reads before the whole history (about two months of menus). */
const DISH_SUGGESTION_WEEKS = 8;

/** The weeks of the centre of the `centreId` placeholder (docs/decisions/017-centres-and-policies.md). */
const ofCentre = eq(weeklyMenus.centreId, sql.placeholder('centreId'));

/**
 * Dish names of the centre's menus (the `centreId` placeholder), each at its latest use, latest first, at most `limit`
 * (a placeholder): of the latest weeks or of every week (the shape's prefix `recent`, `history`), all of them or those
 * holding the keyword (a LIKE pattern).
 */
const latestDishes = preparedStatement('kg_menu_dishes', (db, shape: FilterShape<{ keyword?: string }, 'recent' | 'history'>) => {
  const weeks = shapePrefix(shape);
  const { keyword } = filterParams(shape);
  const centreWeeks = () => db.select({ id: weeklyMenus.id }).from(weeklyMenus).where(ofCentre);
  const weekIds = weeks === 'recent' ? centreWeeks().orderBy(desc(weeklyMenus.weekMonday)).limit(DISH_SUGGESTION_WEEKS) : centreWeeks();
  const latest = db
    .selectDistinctOn([weeklyMenuDishes.name], {
      name: weeklyMenuDishes.name,
      allergens: weeklyMenuDishes.allergens,
      day: weeklyMenuDays.day,
      id: weeklyMenuDishes.id,
    })
    .from(weeklyMenuDishes)
    .innerJoin(weeklyMenuMeals, eq(weeklyMenuMeals.id, weeklyMenuDishes.mealId))
    .innerJoin(weeklyMenuDays, eq(weeklyMenuDays.id, weeklyMenuMeals.dayId))
    .where(
      and(inArray(weeklyMenuDays.menuId, weekIds), keyword ? ilike(weeklyMenuDishes.name, keyword) : undefined),
    )
    .orderBy(asc(weeklyMenuDishes.name), desc(weeklyMenuDays.day), desc(weeklyMenuDishes.id))
    .as('latest');
  return db.select({ name: latest.name, allergens: latest.allergens }).from(latest).orderBy(desc(latest.day), desc(latest.id)).limit(sql.placeholder('limit'));
});

const sortOrder: Record<MenuSort, SQL[]> = {
  'weekMonday,desc': [desc(weeklyMenus.weekMonday)],
  'weekMonday,asc': [asc(weeklyMenus.weekMonday)],
  'title,asc': [asc(weeklyMenus.title), desc(weeklyMenus.weekMonday)],
  'title,desc': [desc(weeklyMenus.title), desc(weeklyMenus.weekMonday)],
};

/** A search's optional filters (db/statement.ts presentFilters): a LIKE pattern for the title, the first and last week. */
type SearchFilters = { title?: string; startDate?: string; endDate?: string };

function searchFiltersOf(query: MenuWeekSearchQuery): SearchFilters {
  return { title: query.title && likePattern(query.title), startDate: query.startDate, endDate: query.endDate };
}

/** The centre's weeks (the `centreId` placeholder) that the filters' placeholders match. */
function searchWhere(shape: FilterShape<SearchFilters, string>): SQL | undefined {
  const { title, startDate, endDate } = filterParams(shape);
  const conditions: SQL[] = [ofCentre];
  if (title) conditions.push(ilike(weeklyMenus.title, title));
  if (startDate) conditions.push(gte(weeklyMenus.weekMonday, startDate));
  if (endDate) conditions.push(lte(weeklyMenus.weekMonday, endDate));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of the search; its shape's prefix is the sort (`weekMonday,desc:startDate,title`). */
const searchPage = preparedStatement('kg_menu_search', (db, shape: FilterShape<SearchFilters, MenuSort>) => {
  const where = searchWhere(shape);
  return db
    .select({ ...headColumns, days: weeklyMenus.dayCount, dishes: weeklyMenus.dishCount, total: totalColumn(db.$count(weeklyMenus, where)) })
    .from(weeklyMenus)
    .leftJoin(teachers, eq(teachers.id, weeklyMenus.authorId))
    .where(where)
    .orderBy(...sortOrder[shapePrefix(shape)], desc(weeklyMenus.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

const searchCount = preparedStatement('kg_menu_search_count', (db, shape: FilterShape<SearchFilters>) =>
  db.select({ total: count() }).from(weeklyMenus).where(searchWhere(shape)),
);

/** Drizzle queries of 식단표; every method takes the database or an open transaction. */
export const menuRepository = {
  async findById(db: DbOrTx, id: number): Promise<MenuHeadRow | undefined> {
    const [row] = await db.select(headColumns).from(weeklyMenus).leftJoin(teachers, eq(teachers.id, weeklyMenus.authorId)).where(eq(weeklyMenus.id, id)).limit(1);
    return row;
  },

  /** The centre's menu of the week of `weekMonday` (one per week and centre). */
  async findByWeek(db: DbOrTx, centreId: number, weekMonday: string): Promise<MenuHeadRow | undefined> {
    const [row] = await db
      .select(headColumns)
      .from(weeklyMenus)
      .leftJoin(teachers, eq(teachers.id, weeklyMenus.authorId))
      .where(and(eq(weeklyMenus.centreId, centreId), eq(weeklyMenus.weekMonday, weekMonday)))
      .limit(1);
    return row;
  },

  /** The days, meals and dishes of a menu (by id) or of a centre's menus in a date range, in day, slot and dish order. */
  async dishRows(db: DbOrTx, where: { menuId: number } | { centreId: number; from: string; to: string }): Promise<MenuDishRow[]> {
    const condition =
      'menuId' in where
        ? eq(weeklyMenuDays.menuId, where.menuId)
        : and(
            inArray(weeklyMenuDays.menuId, db.select({ id: weeklyMenus.id }).from(weeklyMenus).where(eq(weeklyMenus.centreId, where.centreId))),
            gte(weeklyMenuDays.day, where.from),
            lte(weeklyMenuDays.day, where.to),
          );
    return db
      .select({
        dayId: weeklyMenuDays.id,
        day: weeklyMenuDays.day,
        kcal: weeklyMenuDays.kcal,
        protein: weeklyMenuDays.protein,
        slot: weeklyMenuMeals.slot,
        servedNote: weeklyMenuMeals.servedNote,
        photo: files,
        position: weeklyMenuDishes.position,
        name: weeklyMenuDishes.name,
        allergens: weeklyMenuDishes.allergens,
      })
      .from(weeklyMenuDays)
      .leftJoin(weeklyMenuMeals, eq(weeklyMenuMeals.dayId, weeklyMenuDays.id))
      .leftJoin(weeklyMenuDishes, eq(weeklyMenuDishes.mealId, weeklyMenuMeals.id))
      .leftJoin(files, eq(files.id, weeklyMenuMeals.photoFileId))
      .where(condition)
      .orderBy(asc(weeklyMenuDays.day), asc(weeklyMenuMeals.slot), asc(weeklyMenuDishes.position));
  },

  /** One page (0-based) of the centre's menus. */
  async page(db: DbOrTx, centreId: number, query: MenuWeekSearchQuery): Promise<{ rows: MenuListRow[]; total: number }> {
    const filters = searchFiltersOf(query);
    const { shape, values } = presentFilters(filters, query.sort);
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, centreId, ...window }),
      () => searchCount(db, presentFilters(filters).shape).execute({ ...values, centreId }),
      0,
    );
  },

  /** Creates or replaces the week's head row (one per week and centre); returns its id. */
  async upsertMenu(
    tx: DbOrTx,
    values: { centreId: number; weekMonday: string; title: string; originNote: string; authorId: number },
    now: Date,
  ): Promise<number> {
    const [row] = await tx
      .insert(weeklyMenus)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [weeklyMenus.centreId, weeklyMenus.weekMonday],
        set: { title: values.title, originNote: values.originNote, authorId: values.authorId, updatedAt: now },
      })
      .returning({ id: weeklyMenus.id });
    return row.id;
  },

  /**
   * The days sent are the week: the old days (their meals and dishes by cascade) go, the new ones are inserted, and the
   * week's row gets their counts (menuCounts). Meal photos are files of the menu, not of a meal row, so a meal sent
   * again with its photoFileId keeps its photo.
   */
  async replaceDays(tx: DbOrTx, menuId: number, days: SaveMenuDay[]): Promise<void> {
    await tx.update(weeklyMenus).set(menuCounts(days)).where(eq(weeklyMenus.id, menuId));
    await tx.delete(weeklyMenuDays).where(eq(weeklyMenuDays.menuId, menuId));
    if (days.length === 0) return;
    const dayIds = await tx
      .insert(weeklyMenuDays)
      .values(days.map((d) => ({ menuId, day: d.day, kcal: d.kcal, protein: d.protein })))
      .returning({ id: weeklyMenuDays.id, day: weeklyMenuDays.day });
    const idOf = new Map(dayIds.map((r) => [r.day, r.id]));
    const meals = days.flatMap((d) => d.meals.map((m) => ({ dayId: idOf.get(d.day)!, meal: m })));
    if (meals.length === 0) return;
    const mealIds = await tx
      .insert(weeklyMenuMeals)
      .values(meals.map(({ dayId, meal }) => ({ dayId, slot: meal.slot, servedNote: meal.servedNote, photoFileId: meal.photoFileId })))
      .returning({ id: weeklyMenuMeals.id, dayId: weeklyMenuMeals.dayId, slot: weeklyMenuMeals.slot });
    const mealIdOf = new Map(mealIds.map((r) => [`${r.dayId}|${r.slot}`, r.id]));
    const dishes = meals.flatMap(({ dayId, meal }) =>
      meal.dishes.map((dish, position) => ({ mealId: mealIdOf.get(`${dayId}|${meal.slot}`)!, position, name: dish.name, allergens: dish.allergens })),
    );
    if (dishes.length > 0) await tx.insert(weeklyMenuDishes).values(dishes);
  },

  async lockById(tx: DbOrTx, id: number): Promise<MenuRow | undefined> {
    const [row] = await tx.select().from(weeklyMenus).where(eq(weeklyMenus.id, id)).limit(1).for('update');
    return row;
  },

  async delete(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(weeklyMenus).where(eq(weeklyMenus.id, id));
  },

  /**
   * Names used before, latest use first, once each, with the allergens of their latest use. The latest weeks are read
   * first: when they already hold `limit` names, those are the answer (a name last used before them comes after every
   * name in them), so the usual call does not read the centre's whole history; only fewer than `limit` names there
   * reads it all.
   */
  async dishSuggestions(db: DbOrTx, centreId: number, keyword: string | undefined, limit: number): Promise<{ name: string; allergens: number[] }[]> {
    const dishesOf = (weeks: 'recent' | 'history') => {
      const { shape, values } = presentFilters({ keyword: keyword && likePattern(keyword) }, weeks);
      return latestDishes(db, shape).execute({ ...values, centreId, limit });
    };
    const recent = await dishesOf('recent');
    return recent.length >= limit ? recent : dishesOf('history');
  },

  async className(db: DbOrTx, classId: number): Promise<string | undefined> {
    const [row] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId)).limit(1);
    return row?.name;
  },

  /** The children expected in the class on `day` (docs/product/class.md#who-is-in-a-class) who have an allergy. */
  /** The class's children with allergies expected in it on each of `days`, in one statement (name order per day). */
  async allergicChildren(db: DbOrTx, classId: number, days: readonly string[]): Promise<(AllergicChildRow & { day: string })[]> {
    const day = sql<string>`d.day`;
    return db
      .select({
        day: sql<string>`to_char(d.day, 'YYYY-MM-DD')`,
        childCode: children.id,
        name: children.name,
        allergyCodes: children.allergyCodes,
        allergies: children.allergies,
        allergyNote: children.allergyNote,
      })
      .from(children)
      .innerJoin(sql`unnest(${`{${days.join(',')}}`}::date[]) as d(day)`, sql`true`)
      .where(and(expectedIn(classId, day), or(sql`cardinality(${children.allergyCodes}) > 0`, sql`${children.allergies} <> ''`)))
      .orderBy(day, asc(children.name), asc(children.id));
  },
};

