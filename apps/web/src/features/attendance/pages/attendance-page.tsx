import { PendingDomainPage } from '@/components/pending-domain-page';
import { ko } from '@/i18n/ko';

export default function AttendancePage() {
  return <PendingDomainPage title={ko.titles.attendance} />;
}
