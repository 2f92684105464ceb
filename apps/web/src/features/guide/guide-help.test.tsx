import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, dashboardEndpoints, guideEndpoints, type SetupStatus } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;

function serve(routes: Record<string, FakeHandler>, me = meData()) {
  server = installFakeServer({ [route(authEndpoints.me)]: () => ok(me), ...routes });
}

const classes = [{ classId: 3, className: '햇님반', classColor: '#fde68a', teachers: [{ tno: 7, name: '이선생' }], childCount: 15, pausedCount: 0 }];
const setUp: SetupStatus = { classCount: 6, classesWithoutTeacher: 0, enrolledChildren: 84, childrenWithoutClass: 0, childrenWithoutParent: 0 };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  queryClient.clear();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('도움말 on every page', () => {
  it('links the page on screen to its step, which leads back to the page', async () => {
    serve({ [route(dashboardEndpoints.classes)]: () => ok(classes) }, meData(teacherWithClass));
    const user = setupUser();
    const app = renderApp('/admin/child-class');
    const help = await screen.findByRole('link', { name: '도움말' });
    expect(help).toHaveAttribute('href', '/guide/step/child-class?from=%2Fadmin%2Fchild-class');
    await user.click(help);
    await waitFor(() => expect(app.location()).toBe('/guide/step/child-class?from=%2Fadmin%2Fchild-class'));
    await user.click(await screen.findByRole('link', { name: /보던 화면으로/ }));
    await waitFor(() => expect(app.location()).toBe('/admin/child-class'));
  });

  it('refuses a way back that leaves the app', async () => {
    serve({});
    renderApp('/guide/step/login?from=https%3A%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 2, name: '로그인하기' });
    expect(screen.queryByRole('link', { name: /보던 화면으로/ })).not.toBeInTheDocument();
  });
});

describe('새 학년도 준비 checklist (story/a1)', () => {
  it('ticks the items the data has done and links each open one to its page and its guide step', async () => {
    serve({
      [route(dashboardEndpoints.classes)]: () => ok(classes),
      [route(guideEndpoints.setupStatus)]: () => ok({ ...setUp, classesWithoutTeacher: 1, childrenWithoutClass: 2 }),
    });
    renderApp('/admin/story/a1');
    const card = (await screen.findByText('새 학년도 준비')).closest('.setup-checklist') as HTMLElement;
    expect(within(card).getByText('4개 중 2개 완료')).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.className === 'is-done')).toEqual([true, false, false, true]);
    expect(items[1]).toHaveTextContent('담임이 없는 반 1개');
    expect(items[2]).toHaveTextContent('반이 없는 원아 2명');
    expect(within(items[2]!).getByRole('link', { name: '바로 하기' })).toHaveAttribute('href', '/admin/child?classId=unassigned');
    expect(within(items[2]!).getByRole('link', { name: '방법 보기' })).toHaveAttribute('href', '/guide/step/child-assign?from=%2Fadmin%2Fstory%2Fa1');
    expect(within(items[1]!).getByRole('link', { name: '방법 보기' })).toHaveAttribute('href', '/guide/step/teacher-register?from=%2Fadmin%2Fstory%2Fa1');
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts an empty centre with four open items, registering children before assigning them', async () => {
    serve({
      [route(dashboardEndpoints.classes)]: () => ok([]),
      [route(guideEndpoints.setupStatus)]: () => ok({ classCount: 0, classesWithoutTeacher: 0, enrolledChildren: 0, childrenWithoutClass: 0, childrenWithoutParent: 0 }),
    });
    renderApp('/admin/story/a1');
    const card = (await screen.findByText('새 학년도 준비')).closest('.setup-checklist') as HTMLElement;
    expect(within(card).getByText('4개 중 0개 완료')).toBeInTheDocument();
    expect(within(card).getAllByRole('link', { name: '바로 하기' })[0]).toHaveAttribute('href', '/admin/class/new');
    expect(within(card).getAllByRole('link', { name: '방법 보기' })[2]).toHaveAttribute('href', '/guide/step/child-register?from=%2Fadmin%2Fstory%2Fa1');
  });

  it('is gone once the centre is set up, and never asked for by a teacher', async () => {
    serve({ [route(dashboardEndpoints.classes)]: () => ok(classes), [route(guideEndpoints.setupStatus)]: () => ok(setUp) });
    renderApp('/admin/story/a1');
    await screen.findByRole('link', { name: '햇님반 대시보드 열기' });
    await waitFor(() => expect(server?.count(route(guideEndpoints.setupStatus))).toBe(1));
    expect(screen.queryByText('새 학년도 준비')).not.toBeInTheDocument();

    server?.restore();
    queryClient.clear();
    useSessionStore.getState().reset();
    serve({ [route(dashboardEndpoints.classes)]: () => ok(classes), [route(guideEndpoints.setupStatus)]: () => ok(setUp) }, meData(teacherWithClass));
    renderApp('/admin/story/a1');
    await screen.findByRole('link', { name: '햇님반 대시보드 열기' });
    expect(server?.count(route(guideEndpoints.setupStatus))).toBe(0);
  });
});
