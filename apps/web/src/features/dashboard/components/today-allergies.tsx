import { WarningOutlined } from '@ant-design/icons';
import { mealSlotLabels, type AllergyWarning } from '@kg/contract';
import { PlainCard } from '@/components/plain/plain-card';
import { dashboardKo } from '@/i18n/domains/dashboard';
import { tourTarget } from '@/features/guide/tours';

const t = dashboardKo;

/** 오늘 식단 알레르기: who in the class may not eat what today (`점심 — 난류: 김서연`); nothing when nobody. */
export function TodayAllergies({ warnings }: { warnings: AllergyWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <PlainCard
      className="record-section dashboard-allergy"
      {...tourTarget('dashboard-allergies')}
      title={
        <span>
          <WarningOutlined aria-hidden /> {t.todayAllergies}
        </span>
      }
    >
      <ul className="dashboard-allergy-list">
        {warnings.map((w) => (
          <li key={`${w.slot}-${w.childCode}`}>
            <strong>{t.allergyLine(mealSlotLabels[w.slot], w.reason, w.childName)}</strong>
            <span className="record-muted"> ({w.dishes.join(', ')})</span>
            {w.note && <span className="dashboard-allergy-note"> · {w.note}</span>}
          </li>
        ))}
      </ul>
    </PlainCard>
  );
}
