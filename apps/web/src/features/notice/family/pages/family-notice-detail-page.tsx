import { useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { useChildCode } from '@/family/child-scope';
import { AttachmentList } from '@/family/components/attachment-list';
import { PageHead } from '@/family/components/page-head';
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
    <section className="family-page">
      <PageHead title={query.data?.title ?? t.title} back={childPath(childCode, 'notice')} />
      <QueryState query={query} errorTitle={familyKo.loadFailed} retryLabel={familyKo.retry}>
        {(notice) => (
          <>
            <p className="family-muted">
              {formatDateTime(notice.publishedAt)}
              {notice.authorName ? ` · ${notice.authorName}` : ''}
            </p>
            <RichTextView html={notice.content} />
            <AttachmentList files={notice.attachments} label={t.attachments} />
          </>
        )}
      </QueryState>
    </section>
  );
}
