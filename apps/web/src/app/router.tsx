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
import { familyRoute } from '@/family/routes';
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
/** The guide step that explains a page: its 도움말 link (docs/product/guide.md#help-where-the-user-is). */
const help = (step: string): RouteHandle => ({ guide: step });

const searchOf = (request: Request) => new URL(request.url).searchParams;
const recordId = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null);

/** Member routes that only admins and managers may open (docs/product/README.md#roles). */
const staffAdminRoutes: RouteObject[] = [
  { path: 'class', handle: help('class-create'), lazy: page(() => import('@/features/class/pages/class-list-page')) },
  { path: 'class/new', handle: help('class-create'), lazy: page(() => import('@/features/class/pages/class-create-page')) },
  {
    path: 'class/:id',
    handle: help('class-create'),
    loader: prefetch(({ params }, session) => {
      const classId = recordId(params.id);
      return classId !== null && isStaffAdmin(session.role) ? getClassQueryOptions(classId) : null;
    }),
    lazy: page(() => import('@/features/class/pages/class-detail-page')),
  },
  { path: 'teacher', handle: help('teacher-register'), lazy: page(() => import('@/features/teacher/pages/teacher-list-page')) },
  { path: 'teacher/new', handle: help('teacher-register'), lazy: page(() => import('@/features/teacher/pages/teacher-create-page')) },
  {
    path: 'teacher/:tno',
    handle: help('teacher-register'),
    loader: prefetch(({ params }, session) => {
      const tno = recordId(params.tno);
      return tno !== null && isStaffAdmin(session.role) ? getTeacherQueryOptions(tno) : null;
    }),
    lazy: page(() => import('@/features/teacher/pages/teacher-detail-page')),
  },
  { path: 'parents', handle: help('parent-link'), lazy: page(() => import('@/features/parent/pages/parent-list-page')) },
  {
    path: 'parents/:id',
    handle: help('parent-link'),
    loader: prefetch(({ params }, session) => {
      const pno = recordId(params.id);
      return pno !== null && isStaffAdmin(session.role) ? getParentQueryOptions(pno) : null;
    }),
    lazy: page(() => import('@/features/parent/pages/parent-detail-page')),
  },
  {
    path: 'child',
    handle: help('child-register'),
    loader: prefetch((_, session) => (isStaffAdmin(session.role) ? classOptionsQueryOptions() : null)),
    lazy: page(() => import('@/features/child/pages/child-list-page')),
  },
  {
    path: 'child/:id',
    handle: help('child-register'),
    loader: prefetch(({ params }, session) => {
      const childCode = recordId(params.id);
      return childCode !== null && isStaffAdmin(session.role) ? getChildQueryOptions(childCode) : null;
    }),
    lazy: page(() => import('@/features/child/pages/child-detail-page')),
  },
  {
    path: 'reserve',
    handle: help('reserve'),
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
    handle: help('password-change'),
    loader: prefetch((_, { profile }) => (profile ? getTeacherQueryOptions(profile.tno) : null)),
    lazy: page(() => import('@/features/teacher/pages/teacher-modify-page')),
  },
  { path: 'parents-class', handle: { ...help('parents-class'), ...section(ko.nav.myClass) }, lazy: page(() => import('@/features/parent/pages/parents-class-page')) },
  {
    path: 'child-class',
    // a teacher's 우리 반 pages, not 회원 관리 (the menu groups them so)
    handle: { ...help('child-class'), ...section(ko.nav.myClass) },
    // staff choose the class from the class options; a teacher's own class list is a list page (not prefetched)
    loader: prefetch((_, session) => (isStaffAdmin(session.role) ? classOptionsQueryOptions() : null)),
    lazy: page(() => import('@/features/child/pages/child-class-page')),
  },
];

const websiteRoutes: RouteObject[] = [
  { path: 'notice', handle: help('notice-write'), lazy: page(() => import('@/features/notice/pages/notice-list-page')) },
  { path: 'notice/new', handle: help('notice-write'), lazy: page(() => import('@/features/notice/pages/notice-create-page')) },
  { path: 'notice/:notice_id', handle: help('notice-write'), lazy: page(() => import('@/features/notice/pages/notice-detail-page')) },
  { path: 'notice/:notice_id/edit', handle: help('notice-write'), lazy: page(() => import('@/features/notice/pages/notice-edit-page')) },
  {
    path: 'menu/weekly',
    handle: help('menu-write'),
    loader: prefetch(({ request }) => getMenuWeekByDateQueryOptions(mondayOf(searchOf(request).get(WEEK_PARAM)))),
    lazy: page(() => import('@/features/menu/pages/menu-list-page')),
  },
  { path: 'menu/weekly/new', handle: help('menu-write'), lazy: page(() => import('@/features/menu/pages/menu-create-page')) },
  {
    path: 'menu/weekly/:id',
    handle: help('menu-write'),
    loader: prefetch(({ params }) => {
      const menuId = menuIdOf(params.id);
      return menuId === null ? null : getMenuWeekQueryOptions(menuId);
    }),
    lazy: page(() => import('@/features/menu/pages/menu-detail-page')),
  },
  { path: 'edu', handle: help('edu-write'), lazy: page(() => import('@/features/edu/pages/edu-page')) },
  { path: 'edu/new', handle: help('edu-write'), lazy: page(() => import('@/features/edu/pages/edu-create-page')) },
  { path: 'edu/:edu_id', handle: help('edu-write'), lazy: page(() => import('@/features/edu/pages/edu-detail-page')) },
  { path: 'edu/:edu_id/edit', handle: help('edu-write'), lazy: page(() => import('@/features/edu/pages/edu-edit-page')) },
  { path: 'event', handle: help('event-write'), lazy: page(() => import('@/features/event/pages/event-page')) },
  { path: 'event/new', handle: help('event-write'), lazy: page(() => import('@/features/event/pages/event-create-page')) },
  { path: 'event/:event_id', handle: help('event-write'), lazy: page(() => import('@/features/event/pages/event-detail-page')) },
  { path: 'event/:event_id/edit', handle: help('event-write'), lazy: page(() => import('@/features/event/pages/event-edit-page')) },
  { path: 'facilities/photos', handle: help('facility-photos'), lazy: page(() => import('@/features/facility/pages/facility-photos-page')) },
  { path: 'facilities/photos/new', handle: help('facility-photos'), lazy: page(() => import('@/features/facility/pages/facility-create-page')) },
  {
    path: 'facilities/photos/:facility_id/edit',
    handle: help('facility-photos'),
    lazy: page(() => import('@/features/facility/pages/facility-edit-page')),
  },
];

const storyRoutes: RouteObject[] = [
  { index: true, loader: redirectToStoryHome, Component: Redirecting },
  {
    path: 'a1',
    handle: help('dashboard'),
    loader: prefetch(() => listStoryClassesQueryOptions()),
    lazy: page(() => import('@/features/dashboard/pages/story-class-list-page')),
  },
  { path: 'a2', loader: redirectToOwnDashboard, Component: Redirecting },
  {
    path: 'dashboard/:classId',
    handle: help('dashboard'),
    loader: prefetch(({ params }) => {
      const classId = dashboardClassIdOf(params.classId);
      return classId === null ? null : getDashboardQueryOptions(classId);
    }),
    lazy: page(() => import('@/features/dashboard/pages/dashboard-page')),
  },
  {
    path: 'weekly-schedule',
    handle: help('weekly-schedule'),
    loader: prefetch(({ request }, { classId }) => (classId == null ? null : getClassWeekFormQueryOptions(classId, mondayOf(searchOf(request).get(WEEK_PARAM))))),
    lazy: page(() => import('@/features/class-week/pages/weekly-schedule-page')),
  },
  { path: 'classNote', handle: help('class-note'), lazy: page(() => import('@/features/class-note/pages/class-note-page')) },
  {
    path: 'attendance',
    handle: help('attendance'),
    loader: prefetch(({ request }, { classId }) => (classId == null ? null : getAttendanceQueryOptions(classId, attendanceDateOf(searchOf(request))))),
    lazy: page(() => import('@/features/attendance/pages/attendance-page')),
  },
  { path: 'alimNote', handle: help('alim-note'), lazy: page(() => import('@/features/alim-note/pages/alim-note-page')) },
  { path: 'photo', handle: help('photo-album'), lazy: page(() => import('@/features/photo/pages/photo-list-page')) },
  { path: 'photo/:id', handle: help('photo-album'), lazy: page(() => import('@/features/photo/pages/photo-detail-page')) },
  { path: 'medicate', handle: help('medicine'), lazy: page(() => import('@/features/medicine/pages/medicine-list-page')) },
  { path: 'medicate/:id', handle: help('medicine'), lazy: page(() => import('@/features/medicine/pages/medicine-detail-page')) },
  { path: 'rehome', handle: help('rehome'), lazy: page(() => import('@/features/rehome/pages/rehome-list-page')) },
  { path: 'rehome/:id', handle: help('rehome'), lazy: page(() => import('@/features/rehome/pages/rehome-detail-page')) },
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
      { path: 'admin/login', handle: help('login'), lazy: page(() => import('@/features/auth/pages/login-page')) },
      { path: 'guide', lazy: page(() => import('@/features/guide/pages/guide-layout')), children: guideRoutes },
      // the parent app (docs/product/parent-app.md): its own shell, client and pages, all loaded on demand
      familyRoute,
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
