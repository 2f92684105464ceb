import { conflictReason, dishConflicts, type ChildAllergy } from './allergens';
import type { AllergyWarning, Meal, MenuDay } from './menu.schema';

/** What the check reads of a day: its date and each meal's dishes. */
export type CheckedDay = Pick<MenuDay, 'day'> & { meals: readonly Pick<Meal, 'slot' | 'dishes'>[] };

export type AllergicChild = ChildAllergy & { childCode: number; name: string; allergyNote: string };

/**
 * Which children may not eat what (docs/product/menu.md#the-check): for each day and meal, in menu order, each child
 * with a dish that meets their allergies — one warning per child and meal, naming the dishes and why.
 */
export function allergyWarnings(days: readonly CheckedDay[], children: readonly AllergicChild[]): AllergyWarning[] {
  const warnings: AllergyWarning[] = [];
  for (const day of days) {
    for (const meal of day.meals) {
      for (const child of children) {
        const conflicts = dishConflicts(meal.dishes, child);
        if (conflicts.length === 0) continue;
        warnings.push({
          day: day.day,
          slot: meal.slot,
          childCode: child.childCode,
          childName: child.name,
          reason: conflictReason(conflicts),
          dishes: conflicts.map((c) => c.dish),
          note: child.allergyNote,
        });
      }
    }
  }
  return warnings;
}
