import { Result } from 'antd';
import { useParams } from 'react-router';
import { EVENT_NOT_FOUND_MESSAGE, POST_OWN_ONLY_MESSAGE, type PostClass } from '@kg/contract';
import { PageTitle } from '@/components/page-title';
import { RecordPage } from '@/components/record-page';
import { ko } from '@/i18n/ko';
import { useGetEvent } from '../api/get-event';
import { EventForm } from '../components/event-form';
import { EventWriteGate } from '../components/event-write-gate';
import { EVENT_LIST_PATH } from '../event-paths';
import { recordIdOf } from '@/lib/record-id';
import '../event.css';

const t = ko.event;

/** event/{id}/edit: the event in the form; one the reader may not change (`canEdit`) says so instead. */
export default function EventEditPage() {
  const eventId = recordIdOf(useParams().event_id);
  return (
    <EventWriteGate title={t.editTitle}>
      {(fixedClass) =>
        eventId === null ? (
          <>
            <PageTitle title={t.editTitle} />
            <Result status="warning" title={EVENT_NOT_FOUND_MESSAGE} />
          </>
        ) : (
          <EventEdit key={eventId} eventId={eventId} fixedClass={fixedClass} />
        )
      }
    </EventWriteGate>
  );
}

function EventEdit({ eventId, fixedClass }: { eventId: number; fixedClass: PostClass | null }) {
  const query = useGetEvent(eventId);
  return (
    <RecordPage title={t.editTitle} listPath={EVENT_LIST_PATH} backLabel={ko.post.backToList} query={query}>
      {(event) =>
        event.canEdit ? <EventForm key={event.eventId} event={event} fixedClass={fixedClass} /> : <Result status="info" title={POST_OWN_ONLY_MESSAGE} />
      }
    </RecordPage>
  );
}
