import { useMemo } from 'react';
import { Empty } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { isStaffAdmin, weekEndOf } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import type { ListFilter } from '@/components/list-page/list-search';
import { useListSearch } from '@/components/list-page/use-list-search';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { WeekNav } from '@/components/week-nav';
import { menuKo } from '@/i18n/domains/menu';
import { ko } from '@/i18n/ko';
import { recordIdOf } from '@/lib/record-id';
import { WEEK_PARAM, useWeekParam } from '@/lib/week';
import { useSessionStore } from '@/stores/session';
import { useGetMenuWeekByDate } from '../api/get-menu-week';
import { useMenuClassOptions } from '../api/list-class-options';
import { MenuWeekPanel } from '../components/menu-week-panel';
import { MenuWeeksList } from '../components/menu-weeks-list';
import { menuWritePath } from '../menu-paths';
import '../menu.css';

const t = menuKo;

/** The class an admin or manager checks the menu against (`?classId=`); a teacher's is their own, never in the URL. */
const CLASS_PARAM = 'classId';
/** The week shown (lib/week.ts) is the page's own parameter beside the list's. */
const KEEP_PARAMS = [WEEK_PARAM] as const;

/**
 * The page's list state in the URL (components/list-page): the saved weeks' page (from 0) and an admin's class filter,
 * whose options (every class) come from the server — a class in the URL is kept while they load.
 */
function useMenuListSearch(isAdmin: boolean) {
  const classes = useMenuClassOptions(isAdmin);
  const filters = useMemo<readonly ListFilter[]>(
    () =>
      isAdmin
        ? [
            {
              key: CLASS_PARAM,
              label: t.classFilter,
              options: (classes.data ?? []).map((c) => ({ value: String(c.value), label: c.label })),
              optionsPending: !classes.isSuccess,
            },
          ]
        : [],
    [isAdmin, classes.data, classes.isSuccess],
  );
  return useListSearch({ filters, zeroBased: true, keepParams: KEEP_PARAMS });
}

/** menu/weekly (주간 식단표): one week at a time with its allergy warnings, the saved weeks below. */
export default function MenuListPage() {
  const canWrite = isStaffAdmin(useSessionStore((s) => s.role));
  const { search, setFilter, setPage } = useMenuListSearch(canWrite);
  const classChoice = {
    chosen: recordIdOf(search[CLASS_PARAM] as string | undefined) ?? undefined,
    choose: (classId: number | undefined) => setFilter(CLASS_PARAM, classId === undefined ? undefined : String(classId)),
  };
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
                classChoice={classChoice}
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
      <MenuWeeksList currentMonday={monday} page={search.page} size={search.size} onPageChange={setPage} />
    </>
  );
}
