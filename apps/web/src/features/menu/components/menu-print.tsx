import { menuDayLabels, type AllergyCheck, type Holiday, type MenuWeek } from '@kg/contract';
import { PrintCentreName } from '@/components/print-centre-name';
import { menuKo } from '@/i18n/domains/menu';
import { MenuLegend, MenuWeekTable, warningText } from './menu-week-view';

const t = menuKo;

/**
 * What paper gets (A4 landscape, menu.css): the week's table, the legend and 원산지, and the chosen class's allergy
 * warnings — not the meals' photos, so the week stays on one page. Rendered only while printing, so the screen (and
 * its readers) never see it twice.
 */
type Props = { week: MenuWeek; range: string; check: AllergyCheck | undefined; holidays: readonly Holiday[] };

export function MenuPrint({ week, range, check, holidays }: Props) {
  const dayIndex = new Map(week.days.map((d, i) => [d.day, i]));
  return (
    <section className="menu-print" aria-label={t.print}>
      <PrintCentreName />
      <h2>{t.printTitle(week.title, range)}</h2>
      <MenuWeekTable week={week} warnings={check?.warnings} holidays={holidays} />
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
                  {menuDayLabels[dayIndex.get(w.day) ?? 0]} {w.day.slice(5)} {warningText(w)} {t.warningDishes(w.dishes.join(', '))}
                  {w.note && ` · ${w.note}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
