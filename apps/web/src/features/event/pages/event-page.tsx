import { PendingDomainPage } from '@/components/pending-domain-page';
import { ko } from '@/i18n/ko';

export default function EventPage() {
  return <PendingDomainPage title={ko.titles.event} />;
}
