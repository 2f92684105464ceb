import { WEEKDAY_LABELS } from '@kg/contract';
import { centreKo } from '@/i18n/domains/centre';

type WeekdayTogglesProps = { id?: string; value?: number[]; onChange?: (days: number[]) => void; disabled?: boolean };

/** 운영 요일: one toggle per weekday (ISO 1 = 월 … 7 = 일), as a form control; wraps on a narrow screen. */
export function WeekdayToggles({ id, value = [], onChange, disabled }: WeekdayTogglesProps) {
  const toggle = (day: number) =>
    onChange?.(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <div id={id} className="weekday-toggles" role="group" aria-label={centreKo.schoolDays}>
      {WEEKDAY_LABELS.map((label, index) => {
        const day = index + 1;
        const on = value.includes(day);
        return (
          <button
            key={day}
            type="button"
            className={on ? 'weekday-toggle is-on' : 'weekday-toggle'}
            aria-pressed={on}
            disabled={disabled}
            onClick={() => toggle(day)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
