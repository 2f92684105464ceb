import { PendingDomainPage } from '@/components/pending-domain-page';
import { ko } from '@/i18n/ko';

export default function StoryClassListPage() {
  return <PendingDomainPage title={ko.titles.storyClasses} />;
}
