import { useParams } from 'react-router';
import type { Notice } from '@kg/contract';
import NotFoundPage from '@/components/not-found-page';
import { RecordPage } from '@/components/record-page';
import { PostDetail } from '@/features/post';
import { ko } from '@/i18n/ko';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteNotice, useGetNotice } from '../api/notice-api';
import { NoticeTags } from '../components/notice-columns';
import { NOTICE_LIST_PATH, noticeEditPath, noticeIdOf } from '../notice-paths';

const t = ko.notice;

function NoticeRecord({ notice }: { notice: Notice }) {
  const remove = useDeleteNotice();
  const published = formatDateTime(notice.publishedAt);
  return (
    <PostDetail
      post={notice}
      listPath={NOTICE_LIST_PATH}
      editPath={noticeEditPath(notice.noticeId)}
      tags={<NoticeTags notice={notice} />}
      meta={[{ label: t.publishedAt, value: notice.scheduled ? t.scheduledAt(published) : published }]}
      confirmDelete={t.confirmDelete(notice.title)}
      deletedMessage={t.deleted}
      onDelete={() => remove.mutateAsync(notice.noticeId)}
      deleting={remove.isPending}
    />
  );
}

function NoticeDetail({ noticeId }: { noticeId: number }) {
  const query = useGetNotice(noticeId);
  return (
    <RecordPage title={ko.titles.noticeDetail} listPath={NOTICE_LIST_PATH} backLabel={ko.post.backToList} query={query}>
      {(notice) => <NoticeRecord notice={notice} />}
    </RecordPage>
  );
}

/** notice/{notice_id}: one notice — 작성자, 게시일, 조회수, 대상, the text, attachments; 수정 / 삭제 when the server allows. */
export default function NoticeDetailPage() {
  const noticeId = noticeIdOf(useParams().notice_id);
  return noticeId === null ? <NotFoundPage /> : <NoticeDetail key={noticeId} noticeId={noticeId} />;
}
