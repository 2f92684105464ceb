import { Tag } from 'antd';
import { PaperClipOutlined, PushpinOutlined } from '@ant-design/icons';
import { useChildCode } from '@/family/child-scope';
import { FamilyList } from '@/family/components/family-list';
import { PageHead } from '@/family/components/page-head';
import { usePageParam } from '@/family/components/pager';
import { FAMILY_MORE_PATH, childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { formatDateTime } from '@/lib/format-date';
import { useFamilyNoticeList } from '../api/family-notice';

const t = familyKo.notice;

/** 공지사항 for the child's class and the whole centre, pinned first. */
export default function FamilyNoticeListPage() {
  const childCode = useChildCode();
  const page = usePageParam();
  const query = useFamilyNoticeList(childCode, page);
  return (
    <section className="family-page">
      <PageHead title={t.title} back={FAMILY_MORE_PATH} />
      <FamilyList
        query={query}
        label={t.title}
        empty={t.empty}
        page={page}
        itemKey={(notice) => notice.noticeId}
        to={(notice) => childPath(childCode, 'notice', notice.noticeId)}
      >
        {(notice) => (
          <>
            <div className="family-card-title">
              <span>
                {notice.pinned && <PushpinOutlined aria-label={t.pinned} />} {notice.title}
              </span>
              {notice.forClass && <Tag color="green">{t.forClass}</Tag>}
            </div>
            <div className="family-card-line">{notice.summary}</div>
            <div className="family-card-line family-card-meta">
              <span>{formatDateTime(notice.publishedAt)}</span>
              {notice.attachmentCount > 0 && (
                <span>
                  <PaperClipOutlined aria-hidden /> {notice.attachmentCount}
                </span>
              )}
            </div>
          </>
        )}
      </FamilyList>
    </section>
  );
}
