import { Result } from 'antd';
import { useParams } from 'react-router';
import { POST_OWN_ONLY_MESSAGE } from '@kg/contract';
import NotFoundPage from '@/components/not-found-page';
import { RecordPage } from '@/components/record-page';
import { usePostEditExit } from '@/features/post';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { useGetNotice } from '../api/notice-api';
import { NoticeForm } from '../components/notice-form';
import { NOTICE_LIST_PATH, noticeIdOf, noticePath } from '../notice-paths';

function NoticeEdit({ noticeId }: { noticeId: number }) {
  const query = useGetNotice(noticeId);
  const leave = usePostEditExit(noticePath(noticeId), NOTICE_LIST_PATH);
  const showAlert = useUiStore((s) => s.showAlert);
  return (
    <RecordPage title={ko.titles.noticeEdit} listPath={NOTICE_LIST_PATH} backLabel={ko.post.backToList} query={query}>
      {(notice) =>
        notice.canEdit ? (
          <NoticeForm
            key={notice.noticeId}
            notice={notice}
            onSaved={() => {
              showAlert(ko.notice.updated, 'success');
              leave();
            }}
            onCancel={leave}
          />
        ) : (
          <Result status="warning" title={POST_OWN_ONLY_MESSAGE} />
        )
      }
    </RecordPage>
  );
}

/** notice/{notice_id}/edit: the write form filled with the notice (its saved attachments can be removed). */
export default function NoticeEditPage() {
  const noticeId = noticeIdOf(useParams().notice_id);
  return noticeId === null ? <NotFoundPage /> : <NoticeEdit key={noticeId} noticeId={noticeId} />;
}
