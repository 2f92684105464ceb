import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { familyKo } from '@/i18n/domains/family';
import { monthLabel, shiftMonth, thisMonth } from '../month';

/** ‹ 2026년 11월 › — no month after this one, unless the list has future entries (행사). */
export function MonthNav({ month, onChange, allowFuture = false }: { month: string; onChange: (month: string) => void; allowFuture?: boolean }) {
  const isCurrent = !allowFuture && month >= thisMonth();
  return (
    <div className="family-month-nav">
      <Button size="large" type="text" icon={<LeftOutlined />} aria-label={familyKo.previousMonth} onClick={() => onChange(shiftMonth(month, -1))} />
      <strong aria-live="polite">{monthLabel(month)}</strong>
      <Button
        size="large"
        type="text"
        icon={<RightOutlined />}
        aria-label={familyKo.nextMonth}
        disabled={isCurrent}
        onClick={() => onChange(shiftMonth(month, 1))}
      />
    </div>
  );
}
