import { useState } from 'react';
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { isStaffAdmin, MENU_WEEK_NOT_FOUND_MESSAGE, weekEndOf, type MenuWeek } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { useListReturnPath } from '@/components/list-page/list-link';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { menuKo } from '@/i18n/domains/menu';
import { ko } from '@/i18n/ko';
import { recordIdOf } from '@/lib/record-id';
import { WEEK_PARAM } from '@/lib/week';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { useDeleteMenuWeek } from '../api/delete-menu-week';
import { useGetMenuWeek } from '../api/get-menu-week';
import { MenuWeekPanel } from '../components/menu-week-panel';
import { MENU_LIST_PATH, menuWritePath } from '../menu-paths';
import '../menu.css';

const t = menuKo;

/** menu/weekly/{id}: one saved week's menu, with 수정, 삭제 and 인쇄. */
export default function MenuDetailPage() {
  const menuId = recordIdOf(useParams().id);
  const backTo = useListReturnPath(MENU_LIST_PATH);
  return (
    <>
      <PageTitle
        title={ko.titles.menuDetail}
        extra={
          <LinkButton to={backTo} icon={<UnorderedListOutlined aria-hidden />}>
            {t.backToList}
          </LinkButton>
        }
      />
      {menuId === null ? (
        <div role="alert">
          <Result status="warning" title={MENU_WEEK_NOT_FOUND_MESSAGE} />
        </div>
      ) : (
        <MenuLoader menuId={menuId} />
      )}
    </>
  );
}

function MenuLoader({ menuId }: { menuId: number }) {
  const query = useGetMenuWeek(menuId);
  return (
    <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
      {(week) => <MenuDetail week={week} />}
    </QueryState>
  );
}

function MenuDetail({ week }: { week: MenuWeek }) {
  const canWrite = isStaffAdmin(useSessionStore((s) => s.role));
  const remove = useDeleteMenuWeek();
  const navigate = useNavigate();
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  const range = t.weekRange(week.weekMonday, weekEndOf(week.weekMonday));
  const [chosenClass, chooseClass] = useState<number>();

  const handleDelete = () =>
    openConfirm(t.confirmDelete(week.title), () =>
      remove.mutate(week.menuId!, {
        onSuccess: () => {
          showAlert(t.deleted, 'success');
          navigate(`${MENU_LIST_PATH}?${WEEK_PARAM}=${week.weekMonday}`, { replace: true });
        },
      }),
    );

  return (
    <>
      <h2 className="menu-title">
        {week.title} <span className="record-muted menu-title-range">{range}</span>
      </h2>
      <MenuWeekPanel
        week={week}
        range={range}
        classChoice={{ chosen: chosenClass, choose: chooseClass }}
        actions={
          canWrite && (
            <>
              <LinkButton to={menuWritePath(week.weekMonday)} icon={<EditOutlined aria-hidden />}>
                {t.edit}
              </LinkButton>
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={handleDelete}>
                {t.delete}
              </Button>
            </>
          )
        }
      />
    </>
  );
}
