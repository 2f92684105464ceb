import { useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { useChildCode } from '@/family/child-scope';
import { AttachmentList } from '@/family/components/attachment-list';
import { PageHead } from '@/family/components/page-head';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { useFamilyEvent } from '../api/family-event';
import { eventWhen } from '../event-when';

const t = familyKo.event;

/** One event: when and where, its text, photos and files. */
export default function FamilyEventDetailPage() {
  const childCode = useChildCode();
  const eventId = Number(useParams().eventId);
  const query = useFamilyEvent(childCode, eventId);
  return (
    <section className="family-page">
      <PageHead title={query.data?.title ?? t.title} back={childPath(childCode, 'event')} />
      <QueryState query={query} errorTitle={familyKo.loadFailed} retryLabel={familyKo.retry}>
        {(event) => (
          <>
            <p className="family-muted">
              {eventWhen(event)}
              {event.place ? ` · ${event.place}` : ''}
            </p>
            <RichTextView html={event.content} />
            <AttachmentList files={event.attachments} label={familyKo.notice.attachments} />
          </>
        )}
      </QueryState>
    </section>
  );
}
