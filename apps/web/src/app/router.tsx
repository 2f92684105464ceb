import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, redirect, type DataRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isStaffAdmin } from '@kg/contract';
import { FullPageSpin } from '@/components/full-page-spin';
import { loadProviders, withProviders } from '@/components/themed';
import type { RouteHandle } from '@/components/page-title';
import { RouteError } from '@/components/route-error';
import LoginPage from '@/features/auth/pages/login-page';
import { familyRoute } from '@/family/routes';
import { ko } from '@/i18n/ko';
import { setNavigator } from '@/lib/navigator';
import { LOGIN_PATH } from '@/lib/paths';
import { recordIdOf } from '@/lib/record-id';
import { AppRoot } from './app-root';
import { redirectToOwnDashboard, redirectToStoryHome, requireSession, requireStaffAdmin } from './guards';
import { prefetch, prefetchAll, prefetchByUrl } from './prefetch';
import type { SessionState } from '@/stores/session';

type PageModule = { default: ComponentType };

/**
 * Route-level code splitting: each page module's default export becomes the route component, with antd's theme and
 * locale around it (loaded beside the page). The admin frame is plain HTML and CSS (docs/decisions/012).
 */
const page = (load: () => Promise<PageModule>) => async () => {
  const [{ Providers }, module] = await Promise.all([loadProviders(), load()]);
  return { Component: withProviders(Providers, module.default) };
};

/** A module that needs no theme around it: plain HTML and CSS, or a frame that brings antd's theme itself. */
const plainPage = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const notFound = plainPage(() => import('@/components/not-found-page'));

/** Routes that only redirect (from their loader) render nothing themselves. */
const Redirecting = () => null;

const section = (name: string): RouteHandle => ({ section: name });
/** The guide step that explains a page: its 도움말 link (docs/product/guide.md#help-where-the-user-is). */
const help = (step: string): RouteHandle => ({ guide: step });

const searchOf = (request: Request) => new URL(request.url).searchParams;

const classOptionsForStaff = async (_: LoaderFunctionArgs, session: SessionState) =>
  isStaffAdmin(session.role) ? (await import('@/features/child/api/list-class-options')).classOptionsQueryOptions() : null;

/** Member routes that only admins and managers may open (docs/product/README.md#roles). */
const staffAdminRoutes: RouteObject[] = [
  { path: 'class', handle: help('class-create'), lazy: page(() => import('@/features/class/pages/class-list-page')) },
  { path: 'class/new', handle: help('class-create'), lazy: page(() => import('@/features/class/pages/class-create-page')) },
  {
    path: 'class/:id',
    handle: help('class-create'),
    loader: prefetch(async ({ params }, session) => {
      const classId = recordIdOf(params.id);
      if (classId === null || !isStaffAdmin(session.role)) return null;
      return (await import('@/features/class/api/get-class')).getClassQueryOptions(classId);
    }),
    lazy: page(() => import('@/features/class/pages/class-detail-page')),
  },
  { path: 'teacher', handle: help('teacher-register'), lazy: page(() => import('@/features/teacher/pages/teacher-list-page')) },
  { path: 'teacher/new', handle: help('teacher-register'), lazy: page(() => import('@/features/teacher/pages/teacher-create-page')) },
  {
    path: 'teacher/:tno',
    handle: help('teacher-register'),
    loader: prefetch(async ({ params }, session) => {
      const tno = recordIdOf(params.tno);
      if (tno === null || !isStaffAdmin(session.role)) return null;
      return (await import('@/features/teacher/api/get-teacher')).getTeacherQueryOptions(tno);
    }),
    lazy: page(() => import('@/features/teacher/pages/teacher-detail-page')),
  },
  { path: 'parents', handle: help('parent-link'), lazy: page(() => import('@/features/parent/pages/parent-list-page')) },
  {
    path: 'parents/:id',
    handle: help('parent-link'),
    loader: prefetch(async ({ params }, session) => {
      const pno = recordIdOf(params.id);
      if (pno === null || !isStaffAdmin(session.role)) return null;
      return (await import('@/features/parent/api/get-parent')).getParentQueryOptions(pno);
    }),
    lazy: page(() => import('@/features/parent/pages/parent-detail-page')),
  },
  {
    path: 'child',
    handle: help('child-register'),
    loader: prefetch(classOptionsForStaff),
    lazy: page(() => import('@/features/child/pages/child-list-page')),
  },
  {
    path: 'child/:id',
    handle: help('child-register'),
    loader: prefetch(async ({ params }, session) => {
      const childCode = recordIdOf(params.id);
      if (childCode === null || !isStaffAdmin(session.role)) return null;
      return (await import('@/features/child/api/get-child')).getChildQueryOptions(childCode);
    }),
    lazy: page(() => import('@/features/child/pages/child-detail-page')),
  },
  {
    path: 'reserve',
    handle: help('reserve'),
    loader: prefetch(async ({ request }, session) => {
      if (!isStaffAdmin(session.role)) return null;
      const { getReservationCalendarQueryOptions, reserveViewOf } = await import('@/features/reserve/api/get-reservation-calendar');
      const view = reserveViewOf(searchOf(request));
      return view.isCalendar ? getReservationCalendarQueryOptions(view.month) : null;
    }),
    lazy: page(() => import('@/features/reserve/pages/reserve-page')),
  },
];

const memberRoutes: RouteObject[] = [
  { loader: requireStaffAdmin, children: staffAdminRoutes },
  {
    path: 'teacher/modify',
    handle: help('password-change'),
    loader: prefetch(async (_, { profile }) => (profile ? (await import('@/features/teacher/api/get-teacher')).getTeacherQueryOptions(profile.tno) : null)),
    lazy: page(() => import('@/features/teacher/pages/teacher-modify-page')),
  },
  { path: 'parents-class', handle: { ...help('parents-class'), ...section(ko.nav.myClass) }, lazy: page(() => import('@/features/parent/pages/parents-class-page')) },
  {
    path: 'child-class',
    // a teacher's 우리 반 pages, not 회원 관리 (the menu groups them so)
    handle: { ...help('child-class'), ...section(ko.nav.myClass) },
    // staff choose the class from the class options; a teacher's own class list is a list page (not prefetched)
    loader: prefetch(classOptionsForStaff),
    lazy: page(() => import('@/features/child/pages/child-class-page')),
  },
];

/** 원 정보: the director edits it, managers read it, teachers have no menu entry (docs/product/centre.md#원-정보). */
const centreRoutes: RouteObject[] = [
  {
    loader: requireStaffAdmin,
    children: [
      {
        path: 'centre',
        // no guide step of its own yet: the retention step explains the setting this page adds to the rest
        handle: help('records-retention'),
        loader: prefetch(async (_, session) =>
          isStaffAdmin(session.role) ? (await import('@/features/centre/api/get-centre')).getCentreQueryOptions() : null,
        ),
        lazy: page(() => import('@/features/centre/pages/centre-settings-page')),
      },
    ],
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
    loader: prefetch(async ({ request }) => {
      const [{ getMenuWeekByDateQueryOptions }, { mondayOf, WEEK_PARAM }] = await Promise.all([import('@/features/menu/api/get-menu-week'), import('@/lib/week')]);
      return getMenuWeekByDateQueryOptions(mondayOf(searchOf(request).get(WEEK_PARAM)));
    }),
    lazy: page(() => import('@/features/menu/pages/menu-list-page')),
  },
  { path: 'menu/weekly/new', handle: help('menu-write'), lazy: page(() => import('@/features/menu/pages/menu-create-page')) },
  {
    path: 'menu/weekly/:id',
    handle: help('menu-write'),
    loader: prefetch(async ({ params }) => {
      const menuId = recordIdOf(params.id);
      return menuId === null ? null : (await import('@/features/menu/api/get-menu-week')).getMenuWeekQueryOptions(menuId);
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
    loader: prefetch(async () => (await import('@/features/dashboard/api/list-story-classes')).listStoryClassesQueryOptions()),
    lazy: page(() => import('@/features/dashboard/pages/story-class-list-page')),
  },
  { path: 'a2', loader: redirectToOwnDashboard, Component: Redirecting },
  {
    path: 'dashboard/:classId',
    handle: help('dashboard'),
    loader: prefetchAll(
      prefetchByUrl(async ({ params }) => {
        const classId = recordIdOf(params.classId);
        return classId === null ? null : (await import('@/features/dashboard/api/get-dashboard')).getDashboardQueryOptions(classId);
      }),
      // the page shows once both have answered; asked side by side, not one after the other
      prefetchByUrl(async ({ params }) => {
        const classId = recordIdOf(params.classId);
        if (classId === null) return null;
        const { centreTodayGuess, getTodayAllergiesQueryOptions } = await import('@/features/dashboard/api/get-today-allergies');
        return getTodayAllergiesQueryOptions(classId, centreTodayGuess());
      }),
    ),
    lazy: plainPage(() => import('@/features/dashboard/pages/dashboard-page')),
  },
  {
    path: 'weekly-schedule',
    handle: help('weekly-schedule'),
    loader: prefetch(async ({ request }, { classId }) => {
      if (classId == null) return null;
      const [{ getClassWeekFormQueryOptions }, { mondayOf, WEEK_PARAM }] = await Promise.all([
        import('@/features/class-week/api/get-class-week-form'),
        import('@/lib/week'),
      ]);
      return getClassWeekFormQueryOptions(classId, mondayOf(searchOf(request).get(WEEK_PARAM)));
    }),
    lazy: page(() => import('@/features/class-week/pages/weekly-schedule-page')),
  },
  { path: 'classNote', handle: help('class-note'), lazy: page(() => import('@/features/class-note/pages/class-note-page')) },
  {
    path: 'attendance',
    handle: help('attendance'),
    loader: prefetch(async ({ request }, { classId }) => {
      if (classId == null) return null;
      const { attendanceDateOf, getAttendanceQueryOptions } = await import('@/features/attendance/api/get-attendance');
      return getAttendanceQueryOptions(classId, attendanceDateOf(searchOf(request)));
    }),
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

// inside the guide frame, which brings antd's theme
const guideRoutes: RouteObject[] = [
  { index: true, lazy: plainPage(() => import('@/features/guide/pages/guide-home-page')) },
  { path: 'step/:id', lazy: plainPage(() => import('@/features/guide/pages/guide-step-page')) },
];

/** The whole route table (docs/product/README.md#screens); tests mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: FullPageSpin,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(LOGIN_PATH), Component: Redirecting },
      // in the first chunk, not lazy: most visits start here, and a lazy page would wait for the router to ask for it
      { path: 'admin/login', handle: help('login'), Component: LoginPage },
      // after signing in, before the frame: a login working in several centres picks one (docs/product/centre.md)
      {
        path: 'admin/centre/choose',
        handle: help('login'),
        loader: requireSession,
        lazy: plainPage(() => import('@/features/centre/pages/centre-choice-page')),
      },
      { path: 'admin/password-help', handle: help('login'), lazy: plainPage(() => import('@/features/password-help/pages/staff-password-help-page')) },
      { path: 'guide', lazy: plainPage(() => import('@/features/guide/pages/guide-layout')), children: guideRoutes },
      // the parent app (docs/product/parent-app.md): its own shell, client and pages, all loaded on demand
      familyRoute,
      {
        path: 'admin',
        loader: requireSession,
        lazy: plainPage(() => import('./layout/admin-layout')),
        children: [
          { index: true, loader: () => redirect('/admin/story'), Component: Redirecting },
          { handle: section(ko.nav.member), children: memberRoutes },
          { handle: section(ko.nav.website), children: websiteRoutes },
          { handle: section(ko.nav.centreAdmin), children: centreRoutes },
          { path: 'story', handle: section(ko.nav.story), children: storyRoutes },
          { path: '*', lazy: notFound },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];

const preloaded = new WeakSet<RouteObject>();

/**
 * Starts loading the code of the page a link points to (the lazy modules of the routes it matches), so that the click
 * finds it loaded instead of leaving the old page up while it arrives. Frames call it when a pointer or the focus
 * reaches a link.
 */
export function preloadLinkTarget(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
    if (typeof route.lazy !== 'function' || preloaded.has(route)) continue;
    preloaded.add(route);
    route.lazy().catch(() => preloaded.delete(route));
  }
}

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
