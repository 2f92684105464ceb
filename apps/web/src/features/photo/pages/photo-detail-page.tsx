import { PendingDomainPage } from '@/components/pending-domain-page';
import { ko } from '@/i18n/ko';

export default function PhotoDetailPage() {
  return <PendingDomainPage title={ko.titles.photoDetail} />;
}
