import { useSearchParams } from 'react-router';
import { addDays, weekEndOf } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { StoryClassRequired } from '@/components/story-class';
import { classWeekKo } from '@/i18n/domains/class-week';
import { ko } from '@/i18n/ko';
import { useDeleteClassWeek } from '../api/delete-class-week';
import { thisWeekMonday, useGetClassWeekForm, WEEK_PARAM, weekOfSearch } from '../api/get-class-week-form';
import { useSaveClassWeek } from '../api/save-class-week';
import { PastWeeks } from '../components/past-weeks';
import { WeekForm } from '../components/week-form';
import { WeekNav } from '../components/week-nav';
import '../class-week.css';

const t = classWeekKo;

/** story/weekly-schedule (주간 계획안): one week at a time, its Mon–Fri plan, saved weeks below, printable. */
export default function WeeklySchedulePage() {
  return (
    <StoryClassRequired title={ko.titles.weeklySchedule}>
      {(classId) => <WeeklySchedule key={classId} classId={classId} />}
    </StoryClassRequired>
  );
}

function WeeklySchedule({ classId }: { classId: number }) {
  const [params, setParams] = useSearchParams();
  const thisMonday = thisWeekMonday();
  const monday = weekOfSearch(params);
  const range = t.weekRange(monday, weekEndOf(monday));
  const query = useGetClassWeekForm(classId, monday);
  const save = useSaveClassWeek();
  const remove = useDeleteClassWeek();

  const goTo = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === thisMonday) search.delete(WEEK_PARAM);
    else search.set(WEEK_PARAM, next);
    setParams(search);
  };

  return (
    <>
      <PageTitle title={ko.titles.weeklySchedule} />
      <WeekNav
        range={range}
        isThisWeek={monday === thisMonday}
        onPrevious={() => goTo(addDays(monday, -7))}
        onThisWeek={() => goTo(thisMonday)}
        onNext={() => goTo(addDays(monday, 7))}
      />
      <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
        {(week) => <WeekForm key={`${week.weekStart}-${week.updatedAt ?? 'new'}`} week={week} range={range} save={save} remove={remove} />}
      </QueryState>
      <PastWeeks classId={classId} currentWeek={monday} />
    </>
  );
}
