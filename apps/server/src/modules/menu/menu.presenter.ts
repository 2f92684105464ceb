import {
  MEAL_SLOTS,
  menuDaysOfWeek,
  type AllergyWarning,
  type ChildAllergy,
  type Dish,
  type FamilyMenuWeek,
  type MenuDay,
  type MenuWeek,
  type MenuWeekListItem,
  type StoredFile,
} from '@kg/contract';
import { presentFile } from '../file/file.presenter';
import type { MenuDishRow, MenuHeadRow, MenuListRow } from './menu.repository';

type MealParts = { servedNote: string; photo: StoredFile | null; dishes: Dish[] };
type DayParts = { kcal: number | null; protein: number | null; meals: Map<string, MealParts> };

/** Dish rows → days by date, each with its meals by slot. */
function groupDays(rows: MenuDishRow[]): Map<string, DayParts> {
  const days = new Map<string, DayParts>();
  for (const row of rows) {
    let day = days.get(row.day);
    if (!day) days.set(row.day, (day = { kcal: row.kcal, protein: row.protein, meals: new Map() }));
    if (row.slot === null) continue;
    let meal = day.meals.get(row.slot);
    if (!meal) day.meals.set(row.slot, (meal = { servedNote: row.servedNote ?? '', photo: row.photo ? presentFile(row.photo) : null, dishes: [] }));
    if (row.name !== null) meal.dishes.push({ name: row.name, allergens: row.allergens ?? [] });
  }
  return days;
}

/** A day with its three meals in slot order (empty ones without dishes). */
function toMenuDay(day: string, parts: DayParts | undefined): MenuDay {
  return {
    day,
    kcal: parts?.kcal ?? null,
    protein: parts?.protein ?? null,
    meals: MEAL_SLOTS.map((slot) => {
      const meal = parts?.meals.get(slot);
      return { slot, dishes: meal?.dishes ?? [], servedNote: meal?.servedNote ?? '', photo: meal?.photo ?? null };
    }),
  };
}

const hasMeal = (day: MenuDay) => day.meals.some((m) => m.dishes.length > 0 || m.servedNote !== '' || m.photo !== null);

/** The days of a menu: Monday–Friday always, Saturday only when it has a meal (a dish, a served note or a photo). */
export function toMenuDays(monday: string, rows: MenuDishRow[]): MenuDay[] {
  const byDay = groupDays(rows);
  const days = menuDaysOfWeek(monday, true).map((day) => toMenuDay(day, byDay.get(day)));
  return hasMeal(days[5]) ? days : days.slice(0, 5);
}

/** The days of a date range that have a menu day stored, with their three meals (the allergy check). */
export function toStoredMenuDays(rows: MenuDishRow[]): MenuDay[] {
  return [...groupDays(rows)].map(([day, parts]) => toMenuDay(day, parts));
}

export function toMenuWeek(head: MenuHeadRow, rows: MenuDishRow[]): MenuWeek {
  return {
    menuId: head.id,
    weekMonday: head.weekMonday,
    title: head.title,
    originNote: head.originNote,
    days: toMenuDays(head.weekMonday, rows),
    authorName: head.authorName,
    updatedAt: head.updatedAt.toISOString(),
  };
}

/** The empty form of a week without a menu: Monday–Friday with three empty meals a day. */
export function emptyMenuWeek(monday: string): MenuWeek {
  return { menuId: null, weekMonday: monday, title: '', originNote: '', days: toMenuDays(monday, []), authorName: null, updatedAt: null };
}

export function toMenuWeekListItem(row: MenuListRow): MenuWeekListItem {
  return {
    menuId: row.id,
    weekMonday: row.weekMonday,
    title: row.title,
    days: row.days,
    dishes: row.dishes,
    authorName: row.authorName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The week for a parent: no photos or authors, each dish marked when the child's allergy check names it. */
export function toFamilyMenuWeek(week: MenuWeek, child: ChildAllergy, warnings: AllergyWarning[]): FamilyMenuWeek {
  const warningOf = (day: string, slot: string) => warnings.find((w) => w.day === day && w.slot === slot);
  return {
    weekMonday: week.weekMonday,
    title: week.title,
    originNote: week.originNote,
    days: week.days.map((d) => ({
      day: d.day,
      kcal: d.kcal,
      protein: d.protein,
      meals: d.meals.map((m) => {
        const warning = warningOf(d.day, m.slot);
        return {
          slot: m.slot,
          servedNote: m.servedNote,
          dishes: m.dishes.map((dish) => ({ name: dish.name, allergens: dish.allergens, allergic: warning?.dishes.includes(dish.name) ?? false })),
          allergyReason: warning?.reason ?? null,
        };
      }),
    })),
    allergyCodes: [...child.allergyCodes],
    allergies: child.allergies,
  };
}
