import { useParams } from 'react-router';
import { useChildCode } from '@/family/child-scope';
import { FamilyPostDetail } from '@/family/components/family-post-detail';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { formatDateTime } from '@/lib/format-date';
import { useFamilyNotice } from '../api/family-notice';

const t = familyKo.notice;

/** One notice: its text (sanitised by the server), images and attachments. */
export default function FamilyNoticeDetailPage() {
  const childCode = useChildCode();
  const noticeId = Number(useParams().noticeId);
  const query = useFamilyNotice(childCode, noticeId);
  return (
    <FamilyPostDetail
      query={query}
      title={t.title}
      back={childPath(childCode, 'notice')}
      meta={(notice) => formatDateTime(notice.publishedAt) + (notice.authorName ? ` · ${notice.authorName}` : '')}
      attachmentsLabel={t.attachments}
    />
  );
}
