import type { ReactNode } from 'react';
import { Result } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { isStaffAdmin } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { ko } from '@/i18n/ko';
import { useSessionStore } from '@/stores/session';
import { FACILITY_LIST_PATH } from '../facility-paths';

/**
 * The write pages are for admins and managers (the server refuses anyone else with 403): a teacher gets the page's
 * title and a note with the way back instead of a form that could not be saved.
 */
export function FacilityAdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const isAdmin = useSessionStore((s) => isStaffAdmin(s.role));
  if (isAdmin) return <>{children}</>;
  return (
    <>
      <PageTitle title={title} />
      <Result
        status="info"
        title={ko.facility.adminOnly}
        extra={
          <LinkButton to={FACILITY_LIST_PATH} icon={<UnorderedListOutlined aria-hidden />}>
            {ko.facility.backToList}
          </LinkButton>
        }
      />
    </>
  );
}
