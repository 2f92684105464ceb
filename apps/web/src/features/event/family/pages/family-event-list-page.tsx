import { Tag } from 'antd';
import { useChildCode } from '@/family/child-scope';
import { FamilyList } from '@/family/components/family-list';
import { MonthNav } from '@/family/components/month-nav';
import { PageHead } from '@/family/components/page-head';
import { useMonthParam } from '@/family/month';
import { FAMILY_MORE_PATH, childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { useFamilyEventMonth } from '../api/family-event';
import { eventWhen } from '../event-when';

const t = familyKo.event;

/** 행사 of the child's class and the whole centre, a month at a time, by day. */
export default function FamilyEventListPage() {
  const childCode = useChildCode();
  const { month, setMonth } = useMonthParam();
  const query = useFamilyEventMonth(childCode, month);
  return (
    <section className="family-page">
      <PageHead title={t.title} back={FAMILY_MORE_PATH} />
      <MonthNav month={month} onChange={setMonth} allowFuture />
      <FamilyList query={query} label={t.title} empty={t.empty} itemKey={(event) => event.eventId} to={(event) => childPath(childCode, 'event', event.eventId)}>
        {(event) => (
          <>
            <div className="family-card-title">
              <span>{event.title}</span>
              {event.forClass && <Tag color="green">{familyKo.notice.forClass}</Tag>}
            </div>
            <div className="family-card-line">{eventWhen(event)}</div>
            {event.place && <div className="family-card-line">{event.place}</div>}
          </>
        )}
      </FamilyList>
    </section>
  );
}
