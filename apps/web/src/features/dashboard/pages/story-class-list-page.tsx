import { Empty } from 'antd';
import { isStaffAdmin, type StoryClassCard as StoryClass } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { SetupChecklist } from '@/features/guide/components/setup-checklist';
import { dashboardKo } from '@/i18n/domains/dashboard';
import { ko } from '@/i18n/ko';
import { useSessionStore } from '@/stores/session';
import { useListStoryClasses } from '../api/list-story-classes';
import { StoryClassCard } from '../components/story-class-card';
import '../dashboard.css';

const t = dashboardKo;

/** story/a1: the classes as cards; choosing one makes it the class the story pages work on. */
export default function StoryClassListPage() {
  const query = useListStoryClasses();
  const selectClass = useSessionStore((s) => s.selectClass);
  const isStaff = useSessionStore((s) => isStaffAdmin(s.role));
  const choose = (item: StoryClass) => selectClass(item.classId, item.className, item.classColor);

  return (
    <>
      <PageTitle title={ko.titles.storyClasses} />
      <p className="page-hint">{t.classListHint}</p>
      {isStaff && <SetupChecklist />}
      <QueryState query={query} errorTitle={t.classListFailed} retryLabel={t.retry}>
        {(classes) =>
          classes.length === 0 ? (
            <Empty description={isStaff ? t.noClasses : ko.storyClass.noClassTitle} />
          ) : (
            <ul className="story-class-grid">
              {classes.map((item) => (
                <li key={item.classId}>
                  <StoryClassCard item={item} onChoose={choose} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
