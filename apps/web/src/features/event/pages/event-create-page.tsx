import { UnorderedListOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/link-button';
import { useListReturnPath } from '@/components/list-page/list-link';
import { PageTitle } from '@/components/page-title';
import { ko } from '@/i18n/ko';
import { EventForm } from '../components/event-form';
import { EventWriteGate } from '../components/event-write-gate';
import { EVENT_LIST_PATH } from '../event-paths';
import '../event.css';

const t = ko.event;

/** event/new: a new event (a teacher's is for their own class). */
export default function EventCreatePage() {
  const backTo = useListReturnPath(EVENT_LIST_PATH);
  return (
    <EventWriteGate title={t.createTitle}>
      {(fixedClass) => (
        <>
          <PageTitle
            title={t.createTitle}
            extra={
              <LinkButton to={backTo} icon={<UnorderedListOutlined aria-hidden />}>
                {ko.post.backToList}
              </LinkButton>
            }
          />
          <EventForm fixedClass={fixedClass} />
        </>
      )}
    </EventWriteGate>
  );
}
