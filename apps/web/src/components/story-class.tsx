import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useShallow } from 'zustand/react/shallow';
import { isStaffAdmin } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { useSessionStore } from '@/stores/session';
import { LinkButton } from './link-button';
import { PageTitle } from './page-title';

export const STORY_CLASS_LIST_PATH = '/admin/story/a1';

/** The class the story pages work on: a teacher's own, or the one an admin or manager chose in story/a1. */
export function useStoryClass() {
  return useSessionStore(useShallow((s) => ({ classId: s.classId, className: s.className, isStaff: isStaffAdmin(s.role) })));
}

/**
 * Renders `children(classId)` when there is a class to work on; otherwise the page title and what to do: admins and
 * managers choose a class in story/a1, a teacher without a class asks for one.
 */
export function StoryClassRequired({ title, children }: { title: string; children: (classId: number) => ReactNode }) {
  const { classId, isStaff } = useStoryClass();
  if (classId != null) return <>{children(classId)}</>;
  return (
    <>
      <PageTitle title={title} />
      <Result
        status="info"
        title={isStaff ? ko.storyClass.chooseTitle : ko.storyClass.noClassTitle}
        subTitle={isStaff ? ko.storyClass.chooseHint : ko.storyClass.noClassHint}
        extra={
          isStaff ? (
            <LinkButton type="primary" size="large" to={STORY_CLASS_LIST_PATH}>
              {ko.storyClass.choose}
            </LinkButton>
          ) : undefined
        }
      />
    </>
  );
}
