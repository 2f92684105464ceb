import { PendingDomainPage } from '@/components/pending-domain-page';
import { ko } from '@/i18n/ko';

export default function TeacherListPage() {
  return <PendingDomainPage title={ko.titles.teacherList} />;
}
