import { mealSlotLabels, menuDayLabels, type AllergyCheck, type AllergyWarning, type Holiday, type MenuWeek } from '@kg/contract';
import { PrintCentreName } from '@/components/print-centre-name';
import { menuKo } from '@/i18n/domains/menu';
import { MenuLegend, MenuWeekTable, warningText } from './menu-week-view';

const t = menuKo;

/**
 * `posted`: the sheet put up on the notice board or sent home — the children warned are named, their health details
 * (what they react to, 아나필락시스 — 에피펜) are not; `staff`: the kitchen's and the class's own copy, with everything
 * (docs/product/menu.md#print).
 */
export type MenuPrintVariant = 'posted' | 'staff';

/** `점심 — 김서연 (계란국)` on the posted sheet; `점심 — 난류: 김서연 (계란국) · 에피펜 보관` on the staff copy. */
function warningLine(w: AllergyWarning, variant: MenuPrintVariant): string {
  const dishes = t.warningDishes(w.dishes.join(', '));
  if (variant === 'posted') return `${t.postedWarningLine(mealSlotLabels[w.slot], w.childName)} ${dishes}`;
  return `${warningText(w)} ${dishes}${w.note ? ` · ${w.note}` : ''}`;
}

/**
 * What paper gets (A4 landscape, menu.css): the week's table, the legend and 원산지, and the chosen class's allergy
 * warnings — not the meals' photos, so the week stays on one page. Rendered only while printing, so the screen (and
 * its readers) never see it twice.
 */
type Props = { week: MenuWeek; range: string; check: AllergyCheck | undefined; variant: MenuPrintVariant; holidays: readonly Holiday[] };

export function MenuPrint({ week, range, check, variant, holidays }: Props) {
  const dayIndex = new Map(week.days.map((d, i) => [d.day, i]));
  return (
    <section className="menu-print" aria-label={variant === 'posted' ? t.print : t.printStaff}>
      <PrintCentreName />
      <h2>{t.printTitle(week.title, range)}</h2>
      {variant === 'staff' && <p className="menu-print-staff-only">{t.staffOnlyNotice}</p>}
      <MenuWeekTable week={week} warnings={check?.warnings} details={variant === 'staff'} holidays={holidays} />
      <MenuLegend originNote={week.originNote} />
      {check && (
        <div className="menu-print-warnings">
          <h3>{t.printWarnings(check.className)}</h3>
          {check.warnings.length === 0 ? (
            <p>{t.noWarnings(check.className)}</p>
          ) : (
            <ul>
              {check.warnings.map((w) => (
                <li key={`${w.day}-${w.slot}-${w.childCode}`}>
                  {menuDayLabels[dayIndex.get(w.day) ?? 0]} {w.day.slice(5)} {warningLine(w, variant)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
