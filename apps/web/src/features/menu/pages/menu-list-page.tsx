import { Empty } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { isStaffAdmin, weekEndOf } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { WeekNav } from '@/components/week-nav';
import { menuKo } from '@/i18n/domains/menu';
import { ko } from '@/i18n/ko';
import { useWeekParam } from '@/lib/week';
import { useSessionStore } from '@/stores/session';
import { useGetMenuWeekByDate } from '../api/get-menu-week';
import { MenuWeekPanel } from '../components/menu-week-panel';
import { MenuWeeksList } from '../components/menu-weeks-list';
import { menuWritePath } from '../menu-paths';
import '../menu.css';

const t = menuKo;

/** menu/weekly (주간 식단표): one week at a time with its allergy warnings, the saved weeks below. */
export default function MenuListPage() {
  const canWrite = isStaffAdmin(useSessionStore((s) => s.role));
  const week = useWeekParam();
  const { monday } = week;
  const range = t.weekRange(monday, weekEndOf(monday));
  const query = useGetMenuWeekByDate(monday);

  return (
    <>
      <PageTitle title={ko.titles.menuList} />
      <WeekNav week={week} range={range} />
      <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
        {(week) =>
          week ? (
            <>
              <h2 className="menu-title">{week.title}</h2>
              <MenuWeekPanel
                key={week.weekMonday}
                week={week}
                range={range}
                actions={
                  canWrite && (
                    <LinkButton to={menuWritePath(monday)} icon={<EditOutlined aria-hidden />}>
                      {t.edit}
                    </LinkButton>
                  )
                }
              />
            </>
          ) : (
            <Empty
              className="menu-empty"
              description={
                <>
                  <strong>{t.emptyWeek}</strong>
                  <span className="menu-empty-hint">{canWrite ? t.emptyWeekHint : t.emptyWeekReader}</span>
                </>
              }
            >
              {canWrite && (
                <LinkButton type="primary" size="large" to={menuWritePath(monday)} icon={<PlusOutlined aria-hidden />}>
                  {t.write}
                </LinkButton>
              )}
            </Empty>
          )
        }
      </QueryState>
      <MenuWeeksList currentMonday={monday} />
    </>
  );
}
