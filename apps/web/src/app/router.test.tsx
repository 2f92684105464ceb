import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { authEndpoints } from '@kg/contract';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { routes } from './router';

let server: ReturnType<typeof installFakeServer> | undefined;

function serve(me: FakeHandler) {
  server = installFakeServer({ [route(authEndpoints.me)]: me, [route(authEndpoints.logout)]: () => ok(null) });
}

const asAdmin = () => serve(() => ok(meData()));
const asTeacher = () => serve(() => ok(meData(teacherWithClass)));
const asTeacherWithoutClass = () => serve(() => ok(meData({ ...teacherWithClass, classId: null, className: null, classColor: null })));
const anonymous = () => serve(() => fail(401, 'NO_AT', '로그인이 필요합니다.'));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route guards', () => {
  it('restores the session through GET /me before showing an admin page', async () => {
    asAdmin();
    const app = renderApp('/admin/class');
    expect(await heading('반 관리')).toBeInTheDocument();
    expect(app.location()).toBe('/admin/class');
    expect(server?.count(route(authEndpoints.me))).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, role: 'ROLE_ADMIN' });
    expect(document.documentElement.getAttribute('data-role')).toBe('ROLE_ADMIN');
  });

  it('shows a spinner and no page while the session is being restored', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderApp('/admin/notice');
    await waitFor(() => expect(document.querySelector('.full-page-spin')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: '공지사항' })).not.toBeInTheDocument();
    answer(ok(meData()));
    expect(await heading('공지사항')).toBeInTheDocument();
  });

  it('sends a teacher opening an admin-only page to /admin/story, then to their class dashboard', async () => {
    asTeacher();
    const app = renderApp('/admin/class');
    expect(await heading('반 대시보드')).toBeInTheDocument();
    expect(app.visited).toContain('/admin/story');
    expect(app.location()).toBe('/admin/story/dashboard/3');
    expect(screen.queryByRole('heading', { name: '반 관리' })).not.toBeInTheDocument();
    // told why, not moved silently
    expect(await screen.findByText('원장님과 관리자만 볼 수 있는 화면이라 내 반 화면으로 이동했습니다.')).toBeInTheDocument();
  });

  it('lets a teacher open the pages every role may use', async () => {
    asTeacher();
    const app = renderApp('/admin/child-class');
    expect(await heading('우리 반 원아')).toBeInTheDocument();
    expect(app.location()).toBe('/admin/child-class');
  });

  it('sends an anonymous visitor to login with a redirect back', async () => {
    anonymous();
    const app = renderApp('/admin/notice?page=2');
    await screen.findByRole('button', { name: '로그인' });
    expect(app.location()).toBe('/admin/login?redirect=%2Fadmin%2Fnotice%3Fpage%3D2');
  });

  it('shows the not-found page for an unknown path', async () => {
    anonymous();
    renderApp('/no-such-page');
    await screen.findByText('페이지를 찾을 수 없습니다.');
  });

  it('sends story/a2 without a class to story/a1', async () => {
    asTeacherWithoutClass();
    const app = renderApp('/admin/story/a2');
    expect(await heading('반 목록')).toBeInTheDocument();
    expect(app.location()).toBe('/admin/story/a1');
  });

  it('sends story/a2 with a class to that class dashboard', async () => {
    asTeacher();
    const app = renderApp('/admin/story/a2');
    expect(await heading('반 대시보드')).toBeInTheDocument();
    expect(app.location()).toBe('/admin/story/dashboard/3');
  });

  it('sends a teacher without a class from /admin/story to their profile', async () => {
    asTeacherWithoutClass();
    const app = renderApp('/admin/story');
    expect(await heading('내 정보 수정')).toBeInTheDocument();
    expect(app.location()).toBe('/admin/teacher/modify');
  });

  it('sends / to login and /admin to the role home', async () => {
    anonymous();
    const root = renderApp('/');
    await waitFor(() => expect(root.location()).toBe('/admin/login'));
    root.unmount();

    asAdmin();
    const admin = renderApp('/admin');
    expect(await heading('반 목록')).toBeInTheDocument();
    expect(admin.location()).toBe('/admin/story/a1');
  });

  it('loads the code of the page a menu link points to when the pointer reaches it, once', async () => {
    asTeacher();
    renderApp('/admin/story/a2');
    await heading('반 대시보드');
    const attendance = matchRoutes(routes, '/admin/story/attendance')!.at(-1)!.route;
    const load = attendance.lazy as () => ReturnType<Extract<typeof attendance.lazy, () => unknown>>;
    let loads = 0;
    attendance.lazy = () => {
      loads += 1;
      return load();
    };
    try {
      // a phone-sized screen in jsdom: the menu is in the drawer (a portal, whose events still reach the layout)
      fireEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
      const link = await screen.findByRole('link', { name: '출석부' });
      fireEvent.pointerOver(link);
      fireEvent.pointerOver(link);
      expect(loads).toBe(1);
    } finally {
      attendance.lazy = load;
    }
  });

  it('serves the guide without a session', async () => {
    anonymous();
    renderApp('/guide/step/login');
    await screen.findByRole('heading', { name: '로그인하기' });
    expect(server?.count(route(authEndpoints.me))).toBe(0);
  });
});
