import { Grid, Image, Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { allergenLegend, closingHolidayOn, dishLabel, mealSlotLabels, menuDayLabels, MEAL_SLOTS, type AllergyWarning, type Holiday, type Meal, type MealSlot, type MenuDay, type MenuWeek } from '@kg/contract';
import { menuKo } from '@/i18n/domains/menu';

const t = menuKo;

/** Warnings by day and meal: `2026-11-16|LUNCH` → the children at risk in that meal. */
export type WarningsByMeal = Map<string, AllergyWarning[]>;
const mealKey = (day: string, slot: MealSlot) => `${day}|${slot}`;

export function groupWarnings(warnings: readonly AllergyWarning[] | undefined): WarningsByMeal {
  const map: WarningsByMeal = new Map();
  for (const w of warnings ?? []) {
    const key = mealKey(w.day, w.slot);
    map.set(key, [...(map.get(key) ?? []), w]);
  }
  return map;
}

/** `점심 — 난류: 김서연` */
export const warningText = (w: AllergyWarning) => t.warningLine(mealSlotLabels[w.slot], w.reason, w.childName);

/** The day's label as the table heads show it: `월 11/16`. */
/** `월 12/22`, and on a holiday that closes the centre `금 12/25 · 휴일 · 기독탄신일` (docs/product/holiday.md). */
export function dateHeading(date: string, index: number, holidays: readonly Holiday[] = []): string {
  const heading = t.dayTitle(menuDayLabels[index] ?? '', date.slice(5).replace('-', '/'));
  const holiday = closingHolidayOn(date, holidays);
  return holiday ? `${heading} · ${t.holidayMark(holiday.name)}` : heading;
}
export const dayHeading = (day: MenuDay, index: number, holidays?: readonly Holiday[]) => dateHeading(day.day, index, holidays);

/** A meal that carries something: a dish, a served note or a photo (docs/product/menu.md#a-weeks-menu). */
const hasContent = (meal: Meal | undefined) => !!meal && (meal.dishes.length > 0 || !!meal.servedNote || !!meal.photo);

/** Days shown: Monday–Friday always, Saturday only when it has a meal (docs/product/menu.md#a-weeks-menu). */
export const shownDays = (week: MenuWeek) => week.days.filter((day, i) => i < 5 || day.meals.some(hasContent));

const mealOf = (day: MenuDay, slot: MealSlot): Meal | undefined => day.meals.find((m) => m.slot === slot);

type MealCellProps = {
  meal: Meal | undefined;
  warnings: AllergyWarning[] | undefined;
  /** `화 11/24 점심 사진`: the photo's alt text; none (paper) leaves the photo out */
  photoAlt?: string;
  /** why each child is warned ('난류: 김서연'); false names the children only (the posted print) */
  details?: boolean;
};

function MealCell({ meal, warnings, photoAlt, details = true }: MealCellProps) {
  const dishes = meal?.dishes ?? [];
  const photo = photoAlt ? meal?.photo : null;
  return (
    <>
      {photo && (
        <div className="menu-meal-photo">
          <Image src={photo.thumbnailUrl ?? photo.url} preview={{ src: photo.url }} alt={photoAlt} width={72} height={54} />
        </div>
      )}
      {dishes.length > 0 && (
        <ul className="menu-dishes">
          {dishes.map((dish, i) => (
            <li key={i}>{dishLabel(dish)}</li>
          ))}
        </ul>
      )}
      {dishes.length === 0 && !meal?.servedNote && !photo && <span className="record-muted">{t.noMeal}</span>}
      {meal?.servedNote && <p className="menu-served">{t.servedNote(meal.servedNote)}</p>}
      {warnings && warnings.length > 0 && (
        <div className="menu-warnings" role="note" aria-label={t.warningMark}>
          <Tag color="red" icon={<WarningOutlined aria-hidden />}>
            {t.warningMark}
          </Tag>
          <ul>
            {warnings.map((w) => (
              <li key={w.childCode}>{details ? t.cellWarning(w.reason, w.childName) : w.childName}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

const nutrition = (day: MenuDay) => t.nutritionLine(day.kcal, day.protein);
/** `화 11/24 점심 사진` */
const photoAlt = (day: MenuDay, index: number, slot: MealSlot) => t.photoOf(`${dayHeading(day, index)} ${mealSlotLabels[slot]}`);

/**
 * A week's menu: a table of days × 오전간식/점심/오후간식 (and 열량·단백질) on wide screens, one card per day on phones.
 * Meals with allergy warnings for the chosen class are highlighted and say who and why in words. A meal's photo as
 * served is a small thumbnail that opens the full-screen viewer (the week's photos, one after another).
 */
export function MenuWeekView({ week, warnings, holidays }: { week: MenuWeek; warnings?: readonly AllergyWarning[]; holidays?: readonly Holiday[] }) {
  const isPhone = Grid.useBreakpoint().md === false;
  const byMeal = groupWarnings(warnings);
  const days = shownDays(week);
  const warnClass = (day: MenuDay, slot: MealSlot) => (byMeal.get(mealKey(day.day, slot))?.length ? 'menu-cell menu-cell-warn' : 'menu-cell');

  if (!isPhone) return <MenuWeekTable week={week} warnings={warnings} holidays={holidays} photos />;
  return (
    <Image.PreviewGroup>
      <div className="menu-day-cards">
        {days.map((day, i) => (
          <section key={day.day} className="menu-day-card" aria-label={dayHeading(day, i, holidays)}>
            <h3 className="menu-day-card-title">
              {dayHeading(day, i, holidays)}
              {nutrition(day) && <span className="record-muted"> · {nutrition(day)}</span>}
            </h3>
            {MEAL_SLOTS.map((slot) => (
              <div key={slot} className={warnClass(day, slot)}>
                <h4 className="menu-slot">{mealSlotLabels[slot]}</h4>
                <MealCell meal={mealOf(day, slot)} warnings={byMeal.get(mealKey(day.day, slot))} photoAlt={photoAlt(day, i, slot)} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

type MenuWeekTableProps = {
  week: MenuWeek;
  warnings?: readonly AllergyWarning[];
  /** the centre's holidays of the week: their days are marked in the heading */
  holidays?: readonly Holiday[];
  /** the meals' photos as thumbnails (the screen); paper leaves them out to stay on one A4 page */
  photos?: boolean;
  /** why each child is warned; false: names only (the print posted on the wall, docs/product/menu.md#print) */
  details?: boolean;
};

/** The week as one table: days across, meals down (desktop and paper). */
export function MenuWeekTable({ week, warnings, holidays, photos = false, details = true }: MenuWeekTableProps) {
  const byMeal = groupWarnings(warnings);
  const days = shownDays(week);
  const warnClass = (day: MenuDay, slot: MealSlot) => (byMeal.get(mealKey(day.day, slot))?.length ? 'menu-cell menu-cell-warn' : 'menu-cell');
  const table = (
    <div className="menu-table-wrap">
      <table className="menu-table">
        <thead>
          <tr>
            <th scope="col">{t.meal}</th>
            {days.map((day, i) => (
              <th key={day.day} scope="col">
                {dayHeading(day, i, holidays)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MEAL_SLOTS.map((slot) => (
            <tr key={slot}>
              <th scope="row">{mealSlotLabels[slot]}</th>
              {days.map((day, i) => (
                <td key={day.day} className={warnClass(day, slot)}>
                  <MealCell
                    meal={mealOf(day, slot)}
                    warnings={byMeal.get(mealKey(day.day, slot))}
                    photoAlt={photos ? photoAlt(day, i, slot) : undefined}
                    details={details}
                  />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t.nutrition}</th>
            {days.map((day) => (
              <td key={day.day} className="menu-cell">
                {nutrition(day) || <span className="record-muted">{t.noMeal}</span>}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
  return photos ? <Image.PreviewGroup>{table}</Image.PreviewGroup> : table;
}

/** The allergen legend and the 원산지 notes, under every shown and printed menu. */
export function MenuLegend({ originNote }: { originNote: string }) {
  return (
    <div className="menu-legend">
      <p>
        <strong>{t.legend}</strong> {allergenLegend()}
      </p>
      {originNote && (
        <p className="menu-origin">
          <strong>{t.origin}</strong> {originNote}
        </p>
      )}
    </div>
  );
}
