// A module without schemas: a screen that only names meals (the class dashboard) does not load zod for it.

/** The three meals of a day, in the order a menu shows them. */
export const MEAL_SLOTS = ['AM_SNACK', 'LUNCH', 'PM_SNACK'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
export const mealSlotLabels: Record<MealSlot, string> = { AM_SNACK: '오전간식', LUNCH: '점심', PM_SNACK: '오후간식' };
