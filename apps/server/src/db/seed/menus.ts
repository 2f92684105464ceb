import type { DbOrTx } from '../client';
import { weeklyMenuDays, weeklyMenuDishes, weeklyMenuMeals, weeklyMenus } from '../schema/index';
import type { SeedMenu } from './factory';
import { menuCounts } from '../../modules/menu/menu.repository';
import { insertBatches, insertReturningIds } from './insert';

/** Inserts menus with their days, meals and dishes (batched; one statement per table and batch). */
export async function insertWeeklyMenus(db: DbOrTx, menus: SeedMenu[], batch = 1000): Promise<{ menus: number; menuIds: number[]; days: number; meals: number; dishes: number }> {
  const menuIds = await insertReturningIds(db, weeklyMenus, menus.map((m) => ({ ...m.menu, ...menuCounts(m.days) })), batch);
  const days = menus.flatMap((m, i) => m.days.map((day) => ({ menuId: menuIds[i], day })));
  const dayIds = await insertReturningIds(db, weeklyMenuDays, days.map(({ menuId, day }) => ({ menuId, day: day.day, kcal: day.kcal, protein: day.protein })), batch);
  const meals = days.flatMap(({ day }, i) => day.meals.map((meal) => ({ dayId: dayIds[i], meal })));
  const mealIds = await insertReturningIds(db, weeklyMenuMeals, meals.map(({ dayId, meal }) => ({ dayId, slot: meal.slot, servedNote: meal.servedNote })), batch);
  const dishes = meals.flatMap(({ meal }, i) => meal.dishes.map((dish, position) => ({ mealId: mealIds[i], position, name: dish.name, allergens: dish.allergens })));
  await insertBatches(db, weeklyMenuDishes, dishes, batch);
  return { menus: menuIds.length, menuIds, days: dayIds.length, meals: mealIds.length, dishes: dishes.length };
}
