import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/page-title';
import { findGuideStep } from '@/features/guide/guide-catalog';
import { routes } from './router';

type Page = { path: string; guide: string | undefined };

/** Every route that shows a page of its own (lazy or a component), with the full path and its 도움말 step. */
function pagesOf(list: RouteObject[], parent = ''): Page[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = (route.lazy || route.Component) && !route.children && route.path !== '*' ? [{ path, guide: (route.handle as RouteHandle | undefined)?.guide }] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

describe('route table and guide', () => {
  // the guide's own pages, the not-found page and the routes that only redirect explain nothing themselves; the
  // parent app (/parent) has no 도움말: the guide is the staff's manual
  const pages = pagesOf(routes).filter((page) => !page.path.startsWith('/guide') && !page.path.startsWith('/parent') && page.path !== '');
  const redirectsOnly = new Set(['/admin', '/admin/story', '/admin/story/a2']);

  it('finds the pages of the app (the walk itself is right)', () => {
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/admin/login', '/admin/story/alimNote', '/admin/class/:id', '/admin/menu/weekly/new']));
    expect(pages.length).toBeGreaterThan(40);
  });

  it('gives every page a 도움말 link to a guide step that exists', () => {
    const missing = pages.filter((page) => !redirectsOnly.has(page.path) && !findGuideStep(page.guide)).map((page) => `${page.path} → ${page.guide ?? 'none'}`);
    expect(missing).toEqual([]);
  });
});
