import { Empty } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { addDays, isStaffAdmin, weekEndOf } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { menuKo } from '@/i18n/domains/menu';
import { ko } from '@/i18n/ko';
import { useSessionStore } from '@/stores/session';
import { useGetMenuWeekByDate } from '../api/get-menu-week';
import { mondayOf, thisWeekMonday } from '../api/menu-keys';
import { MenuWeekPanel } from '../components/menu-week-panel';
import { MenuWeeksList } from '../components/menu-weeks-list';
import { WeekNav } from '../components/week-nav';
import { menuWritePath, WEEK_PARAM } from '../menu-paths';
import '../menu.css';

const t = menuKo;

/** menu/weekly (주간 식단표): one week at a time with its allergy warnings, the saved weeks below. */
export default function MenuListPage() {
  const [params, setParams] = useSearchParams();
  const canWrite = isStaffAdmin(useSessionStore((s) => s.role));
  const thisMonday = thisWeekMonday();
  const monday = mondayOf(params.get(WEEK_PARAM));
  const range = t.weekRange(monday, weekEndOf(monday));
  const query = useGetMenuWeekByDate(monday);

  const goTo = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === thisMonday) search.delete(WEEK_PARAM);
    else search.set(WEEK_PARAM, next);
    setParams(search);
  };

  return (
    <>
      <PageTitle title={ko.titles.menuList} />
      <WeekNav
        range={range}
        isThisWeek={monday === thisMonday}
        onPrevious={() => goTo(addDays(monday, -7))}
        onThisWeek={() => goTo(thisMonday)}
        onNext={() => goTo(addDays(monday, 7))}
      />
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
