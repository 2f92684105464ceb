import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * The parent app's route table (docs/product/parent-app.md#screens), mounted by app/router.tsx at /parent. Only this
 * small table is in the staff app's bundle: every page, the shell and the parent app's client load on demand.
 */
type PageModule = { default: ComponentType; loader?: LoaderFunction };
const page = (load: () => Promise<PageModule>) => async () => {
  const module = await load();
  return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
};

/** /parent/c/:childCode/…: one child's pages of each domain. */
const childRoutes: RouteObject[] = [
  { path: 'apply', lazy: page(() => import('./pages/family-apply-page')) },
  { path: 'alim', lazy: page(() => import('@/features/alim-note/family/pages/family-alim-list-page')) },
  { path: 'alim/:noteId', lazy: page(() => import('@/features/alim-note/family/pages/family-alim-detail-page')) },
  { path: 'photo', lazy: page(() => import('@/features/photo/family/pages/family-photo-list-page')) },
  { path: 'medicine', lazy: page(() => import('@/features/medicine/family/pages/family-medicine-list-page')) },
  { path: 'medicine/new', lazy: page(() => import('@/features/medicine/family/pages/family-medicine-create-page')) },
  { path: 'medicine/:id', lazy: page(() => import('@/features/medicine/family/pages/family-medicine-detail-page')) },
  { path: 'medicine/:id/edit', lazy: page(() => import('@/features/medicine/family/pages/family-medicine-edit-page')) },
  { path: 'rehome', lazy: page(() => import('@/features/rehome/family/pages/family-rehome-list-page')) },
  { path: 'rehome/new', lazy: page(() => import('@/features/rehome/family/pages/family-rehome-create-page')) },
  { path: 'rehome/:id', lazy: page(() => import('@/features/rehome/family/pages/family-rehome-detail-page')) },
  { path: 'notice', lazy: page(() => import('@/features/notice/family/pages/family-notice-list-page')) },
  { path: 'notice/:noticeId', lazy: page(() => import('@/features/notice/family/pages/family-notice-detail-page')) },
  { path: 'event', lazy: page(() => import('@/features/event/family/pages/family-event-list-page')) },
  { path: 'event/:eventId', lazy: page(() => import('@/features/event/family/pages/family-event-detail-page')) },
  { path: 'menu', lazy: page(() => import('@/features/menu/family/pages/family-menu-page')) },
  { path: 'photo/:photoId', lazy: page(() => import('@/features/photo/family/pages/family-photo-album-page')) },
];

export const familyRoute: RouteObject = {
  path: 'parent',
  lazy: page(() => import('./family-root')),
  children: [
    { path: 'login', lazy: page(() => import('./pages/family-login-page')) },
    { path: 'password-help', lazy: page(() => import('@/features/password-help/pages/family-password-help-page')) },
    {
      lazy: page(() => import('./family-layout')),
      children: [
        { index: true, lazy: page(() => import('./pages/family-home-page')) },
        { path: 'password', lazy: page(() => import('./pages/family-password-page')) },
        { path: 'more', lazy: page(() => import('./pages/family-more-page')) },
        { path: 'c/:childCode', lazy: page(() => import('./child-scope')), children: childRoutes },
        { path: '*', lazy: page(() => import('@/components/not-found-page')) },
      ],
    },
  ],
};
