import { Result } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { isStaffAdmin } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { menuKo } from '@/i18n/domains/menu';
import { ko } from '@/i18n/ko';
import { mondayOf } from '@/lib/week';
import { useSessionStore } from '@/stores/session';
import { useGetMenuForm } from '../api/get-menu-form';
import { MenuForm } from '../components/menu-form';
import { MENU_LIST_PATH } from '../menu-paths';
import '../menu.css';

const t = menuKo;

/** menu/weekly/new?date=: writes (or replaces) the menu of the week holding the date — admins and managers only. */
export default function MenuCreatePage() {
  const canWrite = isStaffAdmin(useSessionStore((s) => s.role));
  const [params] = useSearchParams();
  const monday = mondayOf(params.get('date'));
  return (
    <>
      <PageTitle
        title={ko.titles.menuCreate}
        extra={
          <LinkButton to={`${MENU_LIST_PATH}?week=${monday}`} icon={<UnorderedListOutlined aria-hidden />}>
            {t.backToList}
          </LinkButton>
        }
      />
      {canWrite ? <MenuFormLoader key={monday} monday={monday} /> : <Result status="403" title={t.writersOnly} />}
    </>
  );
}

function MenuFormLoader({ monday }: { monday: string }) {
  const query = useGetMenuForm(monday);
  return (
    <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
      {(week) => <MenuForm key={`${week.weekMonday}-${week.updatedAt ?? 'new'}`} week={week} />}
    </QueryState>
  );
}
