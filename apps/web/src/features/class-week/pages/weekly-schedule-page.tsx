import { weekEndOf } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { StoryClassRequired } from '@/components/story-class';
import { WeekNav } from '@/components/week-nav';
import { classWeekKo } from '@/i18n/domains/class-week';
import { ko } from '@/i18n/ko';
import { useWeekParam } from '@/lib/week';
import { useDeleteClassWeek } from '../api/delete-class-week';
import { useGetClassWeekForm } from '../api/get-class-week-form';
import { useSaveClassWeek } from '../api/save-class-week';
import { PastWeeks } from '../components/past-weeks';
import { WeekForm } from '../components/week-form';
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
  const week = useWeekParam();
  const { monday } = week;
  const range = t.weekRange(monday, weekEndOf(monday));
  const query = useGetClassWeekForm(classId, monday);
  const save = useSaveClassWeek();
  const remove = useDeleteClassWeek();

  return (
    <>
      <PageTitle title={ko.titles.weeklySchedule} />
      <WeekNav week={week} range={range} />
      <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
        {(week) => <WeekForm key={`${week.weekStart}-${week.updatedAt ?? 'new'}`} week={week} range={range} save={save} remove={remove} />}
      </QueryState>
      <PastWeeks classId={classId} currentWeek={monday} />
    </>
  );
}
