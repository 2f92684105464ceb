import { useParams } from 'react-router';
import { useChildCode } from '@/family/child-scope';
import { FamilyPostDetail } from '@/family/components/family-post-detail';
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
    <FamilyPostDetail
      query={query}
      title={t.title}
      back={childPath(childCode, 'event')}
      meta={(event) => eventWhen(event) + (event.place ? ` · ${event.place}` : '')}
      attachmentsLabel={familyKo.notice.attachments}
    />
  );
}
