import { addDays, MEAL_SLOTS, menuDaysOfWeek, type MealSlot, type MenuWeek, type SaveMenuWeekInput } from '@kg/contract';
import type { UploadItem } from '@/lib/upload-queue';

export type DishValues = { name: string; allergens: number[] };
/** A meal's photo as served: one on the saved menu, or one of the form's uploads (by its upload-queue uid). */
export type MealPhotoValue = { kind: 'saved'; fileId: number; url: string; thumbnailUrl: string | null } | { kind: 'upload'; uid: string } | null;
export type MealValues = { slot: MealSlot; dishes: DishValues[]; servedNote: string; photo: MealPhotoValue };
export type DayValues = { day: string; kcal: number | null; protein: number | null; meals: MealValues[] };
/** The form keeps Monday–Saturday; Saturday is sent only when `withSaturday`. */
export type MenuFormValues = { title: string; originNote: string; withSaturday: boolean; days: DayValues[] };

const emptyMeal = (slot: MealSlot): MealValues => ({ slot, dishes: [], servedNote: '', photo: null });

/** `11월 셋째 주 식단표` — a new week's title (the week of its Monday's month). */
export function defaultTitle(monday: string): string {
  const [, month, day] = monday.split('-').map(Number);
  const nth = ['첫째', '둘째', '셋째', '넷째', '다섯째'][Math.ceil(day / 7) - 1];
  return `${month}월 ${nth} 주 식단표`;
}

/**
 * A week's days (as saved or as another week's, `shift` days later) laid out as the form's Monday–Saturday. Without
 * `keepServed` (another week's menu) what was served — the served notes and the photos — stays behind.
 */
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
          ? {
              slot,
              dishes: meal.dishes.map((d) => ({ name: d.name, allergens: [...d.allergens] })),
              servedNote: keepServed ? meal.servedNote : '',
              photo: keepServed && meal.photo ? { kind: 'saved' as const, fileId: meal.photo.fileId, url: meal.photo.url, thumbnailUrl: meal.photo.thumbnailUrl } : null,
            }
          : emptyMeal(slot);
      }),
    };
  });
}

const hasMeal = (day: DayValues | undefined) => !!day && day.meals.some((m) => m.dishes.length > 0 || m.servedNote.trim() || m.photo);

export function initialValuesOf(week: MenuWeek): MenuFormValues {
  const days = daysOfWeek(week.weekMonday, week.days);
  return { title: week.title || defaultTitle(week.weekMonday), originNote: week.originNote, withSaturday: hasMeal(days[5]), days };
}

/**
 * The file a meal photo saves: a saved photo's own, an upload's once the server has it (`uploads`: the form's upload
 * queue); an upload still on its way or failed saves none.
 */
export function photoFileIdOf(photo: MealPhotoValue | undefined, uploads: readonly UploadItem[] = []): number | null {
  if (photo?.kind === 'saved') return photo.fileId;
  if (photo?.kind === 'upload') return uploads.find((item) => item.uid === photo.uid)?.stored?.fileId ?? null;
  return null;
}

const mapPhotos = (days: DayValues[], photo: (meal: MealValues, i: number, j: number) => MealPhotoValue): DayValues[] =>
  days.map((day, i) => ({ ...day, meals: (day.meals ?? []).map((meal, j) => ({ ...meal, photo: photo(meal, i, j) })) }));

/** `days` with the photos of `photosFrom`, meal by meal (a copied week keeps this week's photos, brings none). */
export const withPhotosOf = (days: DayValues[], photosFrom: readonly DayValues[]) => mapPhotos(days, (_meal, i, j) => photosFrom[i]?.meals?.[j]?.photo ?? null);

/** A restored draft's days: its uploads are gone with the page, so such a meal keeps the saved menu's photo. */
export const draftPhotosOf = (days: DayValues[], saved: readonly DayValues[]) =>
  mapPhotos(days, (meal, i, j) => (meal.photo?.kind === 'upload' ? (saved[i]?.meals?.[j]?.photo ?? null) : (meal.photo ?? null)));

/** What POST /menu/weeks/new gets: Monday–Friday (and Saturday when kept), each with its three meals and photo. */
export function bodyOf(monday: string, values: MenuFormValues, uploads: readonly UploadItem[] = []): SaveMenuWeekInput {
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
        photoFileId: photoFileIdOf(meal.photo, uploads),
      })),
    })),
  };
}

export const hasAnyDish = (body: SaveMenuWeekInput) => (body.days ?? []).some((d) => (d.meals ?? []).some((m) => (m.dishes ?? []).length > 0));
