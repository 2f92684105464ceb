import { addDays, MEAL_SLOTS, menuDaysOfWeek, type MealSlot, type MenuWeek, type SaveMenuWeekInput } from '@kg/contract';

export type DishValues = { name: string; allergens: number[] };
export type MealValues = { slot: MealSlot; dishes: DishValues[]; servedNote: string };
export type DayValues = { day: string; kcal: number | null; protein: number | null; meals: MealValues[] };
/** The form keeps Monday–Saturday; Saturday is sent only when `withSaturday`. */
export type MenuFormValues = { title: string; originNote: string; withSaturday: boolean; days: DayValues[] };

const emptyMeal = (slot: MealSlot): MealValues => ({ slot, dishes: [], servedNote: '' });

/** `11월 셋째 주 식단표` — a new week's title (the week of its Monday's month). */
export function defaultTitle(monday: string): string {
  const [, month, day] = monday.split('-').map(Number);
  const nth = ['첫째', '둘째', '셋째', '넷째', '다섯째'][Math.ceil(day / 7) - 1];
  return `${month}월 ${nth} 주 식단표`;
}

/** A week's days (as saved or as another week's, `shift` days later) laid out as the form's Monday–Saturday. */
export function daysOfWeek(monday: string, days: MenuWeek['days'], shift = 0, keepServed = true): DayValues[] {
  const byDate = new Map(days.map((d) => [addDays(d.day, shift), d]));
  return menuDaysOfWeek(monday, true).map((date) => {
    const saved = byDate.get(date);
    return {
      day: date,
      kcal: saved?.kcal ?? null,
      protein: saved?.protein ?? null,
      meals: MEAL_SLOTS.map((slot) => {
        const meal = saved?.meals.find((m) => m.slot === slot);
        return meal
          ? { slot, dishes: meal.dishes.map((d) => ({ name: d.name, allergens: [...d.allergens] })), servedNote: keepServed ? meal.servedNote : '' }
          : emptyMeal(slot);
      }),
    };
  });
}

const hasMeal = (day: DayValues | undefined) => !!day && day.meals.some((m) => m.dishes.length > 0 || m.servedNote.trim());

export function initialValuesOf(week: MenuWeek): MenuFormValues {
  const days = daysOfWeek(week.weekMonday, week.days);
  return { title: week.title || defaultTitle(week.weekMonday), originNote: week.originNote, withSaturday: hasMeal(days[5]), days };
}

/** What POST /menu/weeks/new gets: Monday–Friday (and Saturday when kept), each with its three meals. */
export function bodyOf(monday: string, values: MenuFormValues): SaveMenuWeekInput {
  const days = values.withSaturday ? values.days : values.days.slice(0, 5);
  return {
    weekMonday: monday,
    title: (values.title ?? '').trim(),
    originNote: (values.originNote ?? '').trim(),
    // the date and slot follow from the position (the form has no field for them)
    days: days.map((day, i) => ({
      day: addDays(monday, i),
      kcal: day.kcal ?? null,
      protein: day.protein ?? null,
      meals: MEAL_SLOTS.map((slot, j) => day.meals?.[j] ?? emptyMeal(slot)).map((meal, j) => ({
        slot: MEAL_SLOTS[j],
        dishes: (meal.dishes ?? []).map((dish) => ({ name: (dish.name ?? '').trim(), allergens: dish.allergens ?? [] })),
        servedNote: (meal.servedNote ?? '').trim(),
      })),
    })),
  };
}

export const hasAnyDish = (body: SaveMenuWeekInput) => (body.days ?? []).some((d) => (d.meals ?? []).some((m) => (m.dishes ?? []).length > 0));
