import { UnorderedListOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { LinkButton } from '@/components/link-button';
import { useListReturnPath } from '@/components/list-page/list-link';
import { PageTitle } from '@/components/page-title';
import { usePostCreateExit, usePostWriter } from '@/features/post';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { EduForm } from '../components/edu-form';
import { EDU_LIST_PATH, eduPath } from '../edu-paths';

/** edu/new: a new programme (admins and managers); it opens once saved. */
export default function EduCreatePage() {
  const writer = usePostWriter();
  const backTo = useListReturnPath(EDU_LIST_PATH);
  const exit = usePostCreateExit(EDU_LIST_PATH);
  const showAlert = useUiStore((s) => s.showAlert);
  return (
    <>
      <PageTitle
        title={ko.titles.eduCreate}
        extra={
          <LinkButton to={backTo} icon={<UnorderedListOutlined aria-hidden />}>
            {ko.post.backToList}
          </LinkButton>
        }
      />
      {writer.isStaffAdmin ? (
        <EduForm
          onSaved={(edu) => {
            showAlert(ko.edu.created, 'success');
            exit.toPost(eduPath(edu.eduId));
          }}
          onCancel={exit.cancel}
        />
      ) : (
        <Result status="info" title={ko.edu.adminOnly} />
      )}
    </>
  );
}
