import { Result } from 'antd';
import { useParams } from 'react-router';
import { EVENT_NOT_FOUND_MESSAGE } from '@kg/contract';
import { PageTitle } from '@/components/page-title';
import { RecordPage } from '@/components/record-page';
import { ko } from '@/i18n/ko';
import { useGetEvent } from '../api/get-event';
import { EventDetail } from '../components/event-detail';
import { EVENT_LIST_PATH } from '../event-paths';
import { recordIdOf } from '@/lib/record-id';
import '../event.css';

const t = ko.event;

/** event/{id}: one event with its photos and attachments; '목록' goes back to the calendar month or list it came from. */
export default function EventDetailPage() {
  const eventId = recordIdOf(useParams().event_id);
  if (eventId === null) {
    return (
      <>
        <PageTitle title={t.detailTitle} />
        <Result status="warning" title={EVENT_NOT_FOUND_MESSAGE} />
      </>
    );
  }
  return <EventRecord key={eventId} eventId={eventId} />;
}

function EventRecord({ eventId }: { eventId: number }) {
  const query = useGetEvent(eventId);
  return (
    <RecordPage title={t.detailTitle} listPath={EVENT_LIST_PATH} backLabel={ko.post.backToList} query={query}>
      {(event) => <EventDetail event={event} />}
    </RecordPage>
  );
}
