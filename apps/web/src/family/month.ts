import { DEFAULT_TIME_ZONE, todayIn } from '@kg/contract';
import { useSearchParams } from 'react-router';
import { familyKo } from '@/i18n/domains/family';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month in the centre's zone: `2026-11`. */
export const thisMonth = () => todayIn(DEFAULT_TIME_ZONE).slice(0, 7);
/** Today in the centre's zone: `2026-11-24`. */
export const familyToday = () => todayIn(DEFAULT_TIME_ZONE);

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const monthLabel = (month: string) => familyKo.monthLabel(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** The month a list shows, kept in the URL (`?month=2026-11`) so back and reload keep it. */
export function useMonthParam(): { month: string; setMonth: (month: string) => void } {
  const [params, setParams] = useSearchParams();
  const given = params.get('month');
  const month = given && MONTH.test(given) ? given : thisMonth();
  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('month', next);
        return copy;
      },
      { replace: true },
    );
  return { month, setMonth };
}
