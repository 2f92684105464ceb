import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type DataRouter, type RouteObject } from 'react-router';
import { isStaffAdmin } from '@kg/contract';
import { FullPageSpin } from '@/components/full-page-spin';
import type { RouteHandle } from '@/components/page-title';
import { RouteError } from '@/components/route-error';
import { attendanceDateOf, getAttendanceQueryOptions } from '@/features/attendance/api/get-attendance';
import { getChildQueryOptions } from '@/features/child/api/get-child';
import { classOptionsQueryOptions } from '@/features/child/api/list-class-options';
import { getClassQueryOptions } from '@/features/class/api/get-class';
import { getClassWeekFormQueryOptions } from '@/features/class-week/api/get-class-week-form';
import { dashboardClassIdOf, getDashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { listStoryClassesQueryOptions } from '@/features/dashboard/api/list-story-classes';
import { getMenuWeekByDateQueryOptions, getMenuWeekQueryOptions } from '@/features/menu/api/get-menu-week';
import { menuIdOf } from '@/features/menu/menu-paths';
import { getParentQueryOptions } from '@/features/parent/api/get-parent';
import { getReservationCalendarQueryOptions, reserveViewOf } from '@/features/reserve/api/get-reservation-calendar';
import { getTeacherQueryOptions } from '@/features/teacher/api/get-teacher';
import { ko } from '@/i18n/ko';
import { setNavigator } from '@/lib/navigator';
import { LOGIN_PATH } from '@/lib/paths';
import { mondayOf, WEEK_PARAM } from '@/lib/week';
import { AppRoot } from './app-root';
import { redirectToOwnDashboard, redirectToStoryHome, requireSession, requireStaffAdmin } from './guards';
import { prefetch } from './prefetch';

/** Route-level code splitting: each page module's default export becomes the route component. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const notFound = page(() => import('@/components/not-found-page'));

/** Routes that only redirect (from their loader) render nothing themselves. */
const Redirecting = () => null;

const section = (name: string): RouteHandle => ({ section: name });

const searchOf = (request: Request) => new URL(request.url).searchParams;
const recordId = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null);

/** Member routes that only admins and managers may open (docs/product/README.md#roles). */
const staffAdminRoutes: RouteObject[] = [
  { path: 'class', lazy: page(() => import('@/features/class/pages/class-list-page')) },
  { path: 'class/new', lazy: page(() => import('@/features/class/pages/class-create-page')) },
  {
    path: 'class/:id',
    loader: prefetch(({ params }, session) => {
      const classId = recordId(params.id);
      return classId !== null && isStaffAdmin(session.role) ? getClassQueryOptions(classId) : null;
    }),
    lazy: page(() => import('@/features/class/pages/class-detail-page')),
  },
  { path: 'teacher', lazy: page(() => import('@/features/teacher/pages/teacher-list-page')) },
  { path: 'teacher/new', lazy: page(() => import('@/features/teacher/pages/teacher-create-page')) },
  {
    path: 'teacher/:tno',
    loader: prefetch(({ params }, session) => {
      const tno = recordId(params.tno);
      return tno !== null && isStaffAdmin(session.role) ? getTeacherQueryOptions(tno) : null;
    }),
    lazy: page(() => import('@/features/teacher/pages/teacher-detail-page')),
  },
  { path: 'parents', lazy: page(() => import('@/features/parent/pages/parent-list-page')) },
  {
    path: 'parents/:id',
    loader: prefetch(({ params }, session) => {
      const pno = recordId(params.id);
      return pno !== null && isStaffAdmin(session.role) ? getParentQueryOptions(pno) : null;
    }),
    lazy: page(() => import('@/features/parent/pages/parent-detail-page')),
  },
  {
    path: 'child',
    loader: prefetch((_, session) => (isStaffAdmin(session.role) ? classOptionsQueryOptions() : null)),
    lazy: page(() => import('@/features/child/pages/child-list-page')),
  },
  {
    path: 'child/:id',
    loader: prefetch(({ params }, session) => {
      const childCode = recordId(params.id);
      return childCode !== null && isStaffAdmin(session.role) ? getChildQueryOptions(childCode) : null;
    }),
    lazy: page(() => import('@/features/child/pages/child-detail-page')),
  },
  {
    path: 'reserve',
    loader: prefetch(({ request }, session) => {
      const view = reserveViewOf(searchOf(request));
      return view.isCalendar && isStaffAdmin(session.role) ? getReservationCalendarQueryOptions(view.month) : null;
    }),
    lazy: page(() => import('@/features/reserve/pages/reserve-page')),
  },
];

const memberRoutes: RouteObject[] = [
  { loader: requireStaffAdmin, children: staffAdminRoutes },
  {
    path: 'teacher/modify',
    loader: prefetch((_, { profile }) => (profile ? getTeacherQueryOptions(profile.tno) : null)),
    lazy: page(() => import('@/features/teacher/pages/teacher-modify-page')),
  },
  { path: 'parents-class', lazy: page(() => import('@/features/parent/pages/parents-class-page')) },
  {
    path: 'child-class',
    // staff choose the class from the class options; a teacher's own class list is a list page (not prefetched)
    loader: prefetch((_, session) => (isStaffAdmin(session.role) ? classOptionsQueryOptions() : null)),
    lazy: page(() => import('@/features/child/pages/child-class-page')),
  },
];

const websiteRoutes: RouteObject[] = [
  { path: 'notice', lazy: page(() => import('@/features/notice/pages/notice-list-page')) },
  { path: 'notice/new', lazy: page(() => import('@/features/notice/pages/notice-create-page')) },
  { path: 'notice/:notice_id', lazy: page(() => import('@/features/notice/pages/notice-detail-page')) },
  { path: 'notice/:notice_id/edit', lazy: page(() => import('@/features/notice/pages/notice-edit-page')) },
  {
    path: 'menu/weekly',
    loader: prefetch(({ request }) => getMenuWeekByDateQueryOptions(mondayOf(searchOf(request).get(WEEK_PARAM)))),
    lazy: page(() => import('@/features/menu/pages/menu-list-page')),
  },
  { path: 'menu/weekly/new', lazy: page(() => import('@/features/menu/pages/menu-create-page')) },
  {
    path: 'menu/weekly/:id',
    loader: prefetch(({ params }) => {
      const menuId = menuIdOf(params.id);
      return menuId === null ? null : getMenuWeekQueryOptions(menuId);
    }),
    lazy: page(() => import('@/features/menu/pages/menu-detail-page')),
  },
  { path: 'edu', lazy: page(() => import('@/features/edu/pages/edu-page')) },
  { path: 'edu/new', lazy: page(() => import('@/features/edu/pages/edu-create-page')) },
  { path: 'edu/:edu_id', lazy: page(() => import('@/features/edu/pages/edu-detail-page')) },
  { path: 'edu/:edu_id/edit', lazy: page(() => import('@/features/edu/pages/edu-edit-page')) },
  { path: 'event', lazy: page(() => import('@/features/event/pages/event-page')) },
  { path: 'event/new', lazy: page(() => import('@/features/event/pages/event-create-page')) },
  { path: 'event/:event_id', lazy: page(() => import('@/features/event/pages/event-detail-page')) },
  { path: 'event/:event_id/edit', lazy: page(() => import('@/features/event/pages/event-edit-page')) },
  { path: 'facilities/photos', lazy: page(() => import('@/features/facility/pages/facility-photos-page')) },
  { path: 'facilities/photos/new', lazy: page(() => import('@/features/facility/pages/facility-create-page')) },
  { path: 'facilities/photos/:facility_id/edit', lazy: page(() => import('@/features/facility/pages/facility-edit-page')) },
];

const storyRoutes: RouteObject[] = [
  { index: true, loader: redirectToStoryHome, Component: Redirecting },
  { path: 'a1', loader: prefetch(() => listStoryClassesQueryOptions()), lazy: page(() => import('@/features/dashboard/pages/story-class-list-page')) },
  { path: 'a2', loader: redirectToOwnDashboard, Component: Redirecting },
  {
    path: 'dashboard/:classId',
    loader: prefetch(({ params }) => {
      const classId = dashboardClassIdOf(params.classId);
      return classId === null ? null : getDashboardQueryOptions(classId);
    }),
    lazy: page(() => import('@/features/dashboard/pages/dashboard-page')),
  },
  {
    path: 'weekly-schedule',
    loader: prefetch(({ request }, { classId }) => (classId == null ? null : getClassWeekFormQueryOptions(classId, mondayOf(searchOf(request).get(WEEK_PARAM))))),
    lazy: page(() => import('@/features/class-week/pages/weekly-schedule-page')),
  },
  { path: 'classNote', lazy: page(() => import('@/features/class-note/pages/class-note-page')) },
  {
    path: 'attendance',
    loader: prefetch(({ request }, { classId }) => (classId == null ? null : getAttendanceQueryOptions(classId, attendanceDateOf(searchOf(request))))),
    lazy: page(() => import('@/features/attendance/pages/attendance-page')),
  },
  { path: 'alimNote', lazy: page(() => import('@/features/alim-note/pages/alim-note-page')) },
  { path: 'photo', lazy: page(() => import('@/features/photo/pages/photo-list-page')) },
  { path: 'photo/:id', lazy: page(() => import('@/features/photo/pages/photo-detail-page')) },
  { path: 'medicate', lazy: page(() => import('@/features/medicine/pages/medicine-list-page')) },
  { path: 'medicate/:id', lazy: page(() => import('@/features/medicine/pages/medicine-detail-page')) },
  { path: 'rehome', lazy: page(() => import('@/features/rehome/pages/rehome-list-page')) },
  { path: 'rehome/:id', lazy: page(() => import('@/features/rehome/pages/rehome-detail-page')) },
];

const guideRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('@/features/guide/pages/guide-home-page')) },
  { path: 'step/:id', lazy: page(() => import('@/features/guide/pages/guide-step-page')) },
];

/** The whole route table (docs/product/README.md#screens); tests mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: FullPageSpin,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(LOGIN_PATH), Component: Redirecting },
      { path: 'admin/login', lazy: page(() => import('@/features/auth/pages/login-page')) },
      { path: 'guide', lazy: page(() => import('@/features/guide/pages/guide-layout')), children: guideRoutes },
      {
        path: 'admin',
        loader: requireSession,
        lazy: page(() => import('./layout/admin-layout')),
        children: [
          { index: true, loader: () => redirect('/admin/story'), Component: Redirecting },
          { handle: section(ko.nav.member), children: memberRoutes },
          { handle: section(ko.nav.website), children: websiteRoutes },
          { path: 'story', handle: section(ko.nav.story), children: storyRoutes },
          { path: '*', lazy: notFound },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];

/**
 * Lets the API client and stores navigate through the router. The current path includes a pending
 * navigation, so a burst of 401s sends the user to login once.
 */
export function installNavigator(router: DataRouter): void {
  setNavigator({
    navigate: (to) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to)),
    currentPath: () => {
      const { navigation, location } = router.state;
      const current = navigation.location ?? location;
      return current.pathname + current.search;
    },
  });
}

export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(routes);
  installNavigator(router);
  return router;
}
