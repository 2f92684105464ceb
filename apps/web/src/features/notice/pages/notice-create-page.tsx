import { UnorderedListOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { LinkButton } from '@/components/link-button';
import { useListReturnPath } from '@/components/list-page/list-link';
import { PageTitle } from '@/components/page-title';
import { usePostCreateExit, usePostWriter } from '@/features/post';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { NoticeForm } from '../components/notice-form';
import { NOTICE_LIST_PATH, noticePath } from '../notice-paths';

/** notice/new: write a notice; it opens once saved. A teacher without a class cannot write one. */
export default function NoticeCreatePage() {
  const writer = usePostWriter();
  const backTo = useListReturnPath(NOTICE_LIST_PATH);
  const exit = usePostCreateExit(NOTICE_LIST_PATH);
  const showAlert = useUiStore((s) => s.showAlert);
  return (
    <>
      <PageTitle
        title={ko.titles.noticeCreate}
        extra={
          <LinkButton to={backTo} icon={<UnorderedListOutlined aria-hidden />}>
            {ko.post.backToList}
          </LinkButton>
        }
      />
      {writer.canWrite ? (
        <NoticeForm
          onSaved={(notice) => {
            showAlert(ko.notice.created, 'success');
            exit.toPost(noticePath(notice.noticeId));
          }}
          onCancel={exit.cancel}
        />
      ) : (
        <Result status="info" title={ko.post.noClass} />
      )}
    </>
  );
}
