import { WarningFilled } from '@ant-design/icons';
import { dishLabel, mealSlotLabels, type FamilyMenuWeek } from '@kg/contract';
import { familyKo } from '@/i18n/domains/family';
import { formatDay } from '@/lib/format-date';

const t = familyKo.menu;

type Day = FamilyMenuWeek['days'][number];

/** One day's meals; a dish holding one of the child's allergens is marked (colour, icon and words). */
export function MenuDay({ day, only }: { day: Day; only?: 'LUNCH' }) {
  const meals = day.meals.filter((meal) => meal.dishes.length > 0 && (!only || meal.slot === only));
  return (
    <div className="family-card">
      <div className="family-card-title">{formatDay(day.day)}</div>
      {meals.length === 0 && <div className="family-card-line">{t.noMeal}</div>}
      {meals.map((meal) => (
        <div key={meal.slot} className="family-meal">
          <strong>{mealSlotLabels[meal.slot]}</strong>{' '}
          {meal.dishes.map((dish, i) => (
            <span key={i}>
              {i > 0 && ', '}
              {dish.allergic ? (
                <mark className="family-allergen" aria-label={t.allergicDish(dish.name)}>
                  <WarningFilled aria-hidden /> {dishLabel(dish)}
                </mark>
              ) : (
                dishLabel(dish)
              )}
            </span>
          ))}
          {meal.allergyReason && <div className="family-allergy-reason">{t.allergyReason(meal.allergyReason)}</div>}
          {meal.servedNote && <div className="family-card-line">{t.servedNote(meal.servedNote)}</div>}
        </div>
      ))}
    </div>
  );
}
