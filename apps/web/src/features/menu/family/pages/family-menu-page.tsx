import { Button, Empty } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { addDays, allergenName, weekMondayOf, weekEndOf } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { PageHead } from '@/family/components/page-head';
import { familyToday } from '@/family/month';
import { FAMILY_MORE_PATH } from '@/family/paths';
import { FamilyQueryState } from '@/family/components/family-query-state';
import { familyKo } from '@/i18n/domains/family';
import { useFamilyMenuWeek } from '../api/family-menu';
import { MenuDay } from '../components/menu-day';

const t = familyKo.menu;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 식단표: the week (Monday in the URL, `?week=`), the child's allergens named and marked on the dishes. */
export default function FamilyMenuPage() {
  const childCode = useChildCode();
  const [params, setParams] = useSearchParams();
  const given = params.get('week');
  const monday = weekMondayOf(given && DATE.test(given) ? given : familyToday());
  const query = useFamilyMenuWeek(childCode, monday);
  const goTo = (next: string) => setParams({ week: next }, { replace: true });
  return (
    <section className="family-page">
      <PageHead title={t.title} back={FAMILY_MORE_PATH} />
      <div className="family-month-nav">
        <Button size="large" type="text" icon={<LeftOutlined />} aria-label={t.previousWeek} onClick={() => goTo(addDays(monday, -7))} />
        <strong aria-live="polite">{t.weekRange(monday, weekEndOf(monday))}</strong>
        <Button size="large" type="text" icon={<RightOutlined />} aria-label={t.nextWeek} onClick={() => goTo(addDays(monday, 7))} />
      </div>
      <FamilyQueryState query={query}>
        {(week) =>
          !week ? (
            <Empty description={t.empty} />
          ) : (
            <>
              {(week.allergyCodes.length > 0 || week.allergies) && (
                <p className="family-allergy-note">
                  {t.childAllergies([...week.allergyCodes.map(allergenName), ...(week.allergies ? [week.allergies] : [])].join(', '))}
                </p>
              )}
              {week.days.map((day) => (
                <MenuDay key={day.day} day={day} />
              ))}
              {week.originNote && <p className="family-muted">{t.origin(week.originNote)}</p>}
            </>
          )
        }
      </FamilyQueryState>
    </section>
  );
}
