import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Alert, Button, Select } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { addDays, isStaffAdmin, type AllergyWarning, type MenuWeek } from '@kg/contract';
import { menuKo } from '@/i18n/domains/menu';
import { formatDateTime } from '@/lib/format-date';
import { useHolidaysBetween } from '@/features/holiday/api/holidays-between';
import { useSessionStore } from '@/stores/session';
import { useCheckAllergies } from '../api/check-allergies';
import { useMenuClassOptions } from '../api/list-class-options';
import { MenuPrint, type MenuPrintVariant } from './menu-print';
import { MenuLegend, MenuWeekView, shownDays } from './menu-week-view';

const t = menuKo;

/** The class an admin or manager chose to check the menu against, and how they choose another (none: undefined). */
export type AllergyClassChoice = { chosen: number | undefined; choose: (classId: number | undefined) => void };

/**
 * The class whose children the menu is checked against: an admin or manager chooses any class (none chosen: the story
 * class they last chose on this device, if any), a teacher's is their own.
 */
function useAllergyClass({ chosen, choose }: AllergyClassChoice) {
  const role = useSessionStore((s) => s.role);
  const sessionClassId = useSessionStore((s) => s.classId);
  const sessionClassName = useSessionStore((s) => s.className);
  const isAdmin = isStaffAdmin(role);
  return {
    isAdmin,
    classId: isAdmin ? (chosen ?? sessionClassId) : sessionClassId,
    className: sessionClassName,
    // clearing the choice would bring the story class back, so only a choice over none can be cleared
    clearable: sessionClassId === null,
    setClassId: choose,
  };
}

/**
 * Renders the print view only while the browser prints: the variant of the button pressed, or the posted one for the
 * browser's own print command (the one without health details is the safe default).
 */
function usePrinting() {
  const [printing, setPrinting] = useState<MenuPrintVariant | null>(null);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting((current) => current ?? 'posted'));
    const after = () => setPrinting(null);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = (variant: MenuPrintVariant) => {
    flushSync(() => setPrinting(variant));
    window.print();
  };
  return { printing, print };
}

type Props = {
  week: MenuWeek;
  range: string;
  /** an admin's or manager's class to check against: the list's URL (`?classId=`), the detail page's own state */
  classChoice: AllergyClassChoice;
  /** the page's own buttons (작성/수정, 삭제 …), before 인쇄 */
  actions?: ReactNode;
};

/** One week's menu as every role sees it: the class's allergy warnings, the table, the legend and 원산지, 인쇄. */
export function MenuWeekPanel({ week, range, classChoice, actions }: Props) {
  const allergyClass = useAllergyClass(classChoice);
  const classes = useMenuClassOptions(allergyClass.isAdmin);
  const days = shownDays(week);
  const endDate = addDays(week.weekMonday, days.length - 1);
  const check = useCheckAllergies(allergyClass.classId, week.weekMonday, endDate);
  const holidays = useHolidaysBetween(week.weekMonday, endDate);
  const { printing, print } = usePrinting();
  const warnings = check.data?.warnings;

  return (
    <>
      <div className="menu-panel no-print">
        <div className="menu-toolbar">
          <label className="menu-class-filter">
            <span>{t.classFilter}</span>
            {allergyClass.isAdmin ? (
              <Select
                aria-label={t.classFilter}
                allowClear={allergyClass.clearable}
                placeholder={t.classPlaceholder}
                value={allergyClass.classId ?? undefined}
                options={classes.data ?? []}
                loading={classes.isLoading}
                onChange={(value: number | undefined) => allergyClass.setClassId(value)}
                style={{ minWidth: 140 }}
              />
            ) : (
              <strong>{allergyClass.className ?? '-'}</strong>
            )}
          </label>
          <div className="record-actions menu-actions">
            {actions}
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => print('posted')}>
              {t.print}
            </Button>
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => print('staff')}>
              {t.printStaff}
            </Button>
          </div>
        </div>
        <AllergySummary classChosen={allergyClass.classId !== null} check={check} />
        {week.updatedAt && <p className="record-muted">{t.savedBy(week.authorName, formatDateTime(week.updatedAt))}</p>}
        <MenuWeekView week={week} warnings={warnings} holidays={holidays} />
        <MenuLegend originNote={week.originNote} />
      </div>
      {printing && <MenuPrint week={week} range={range} check={check.data} variant={printing} holidays={holidays} />}
    </>
  );
}

function AllergySummary({ classChosen, check }: { classChosen: boolean; check: ReturnType<typeof useCheckAllergies> }) {
  if (!classChosen) return <p className="record-muted menu-allergy-summary">{t.noClassChosen}</p>;
  if (check.isError) return <Alert type="warning" showIcon className="menu-allergy-summary" title={t.allergyFailed} description={check.error.message} />;
  if (!check.data) return null;
  const { className, warnings } = check.data;
  return warnings.length === 0 ? (
    <Alert type="success" showIcon className="menu-allergy-summary" title={t.noWarnings(className)} />
  ) : (
    <Alert
      type="error"
      showIcon
      role="status"
      className="menu-allergy-summary"
      title={t.warningsCount(className, warnings.length)}
      description={
        <ul className="menu-allergy-children">
          {childrenAtRisk(warnings).map((c) => (
            <li key={c.childCode}>{t.childWarning(c.childName, c.reasons.join('·'), c.note)}</li>
          ))}
        </ul>
      }
    />
  );
}

/** Each child at risk this week once, with everything they may not eat in it and their note. */
function childrenAtRisk(warnings: readonly AllergyWarning[]) {
  const byChild = new Map<number, { childCode: number; childName: string; note: string; reasons: string[] }>();
  for (const w of warnings) {
    const child = byChild.get(w.childCode) ?? { childCode: w.childCode, childName: w.childName, note: w.note, reasons: [] };
    for (const reason of w.reason.split('·')) if (!child.reasons.includes(reason)) child.reasons.push(reason);
    byChild.set(w.childCode, child);
  }
  return [...byChild.values()];
}
