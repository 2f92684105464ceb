import type { ReactNode } from 'react';
import { Result } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import type { PostClass } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { usePostWriter } from '@/features/post';
import { ko } from '@/i18n/ko';
import { EVENT_LIST_PATH } from '../event-paths';

/**
 * Who may write: admins and managers (any audience), a teacher for their own class (the audience fixed to it). A
 * teacher without a class is told so, with the way back, instead of a form the server would refuse.
 */
export function EventWriteGate({ title, children }: { title: string; children: (fixedClass: PostClass | null) => ReactNode }) {
  const writer = usePostWriter();
  if (writer.canWrite) return <>{children(writer.isStaffAdmin ? null : writer.ownClass)}</>;
  return (
    <>
      <PageTitle title={title} />
      <Result
        status="info"
        title={ko.post.noClass}
        extra={
          <LinkButton to={EVENT_LIST_PATH} icon={<UnorderedListOutlined aria-hidden />}>
            {ko.post.backToList}
          </LinkButton>
        }
      />
    </>
  );
}
